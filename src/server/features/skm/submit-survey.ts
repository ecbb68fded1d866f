import type { RequestStatus } from '../../../shared/constants.ts';
import { SKM_ELEMENT_KEYS } from '../../../shared/skm.ts';
import type { SkmAnswer } from '../../../shared/skm-schemas.ts';
import { SKM_TEXT } from '../../../shared/skm-strings.ts';
import type { Db } from '../../db/client.ts';
import { skmResponses } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { FINAL, findRequest } from './survey-link.ts';

/**
 * Stores one questionnaire. For a request: the link's signature, a finished request and no answer
 * yet (the unique index decides between two at once). The open survey names only its service.
 */
export async function submitSurvey({ db, secret, input }: { db: Db; secret: string; input: SkmAnswer }): Promise<{ id: string }> {
  const scores = Object.fromEntries(SKM_ELEMENT_KEYS.map((k) => [k, input[k]])) as Record<(typeof SKM_ELEMENT_KEYS)[number], number>;
  const respondent = {
    age: input.age,
    gender: input.gender,
    education: input.education,
    occupation: input.occupation,
    suggestion: input.suggestion,
  };
  if (input.code) {
    const request = await findRequest(db, input.code, input.token ?? '', secret);
    if (!request.status || !FINAL.includes(request.status as RequestStatus)) throw new AppError('CONFLICT', SKM_TEXT.errors.notFinished);
    const [row] = await db
      .insert(skmResponses)
      .values({ service: request.service, requestTable: request.tableName, requestId: request.id, ...scores, ...respondent })
      .onConflictDoNothing()
      .returning({ id: skmResponses.id });
    if (!row) throw new AppError('CONFLICT', SKM_TEXT.errors.alreadyAnswered);
    return row;
  }
  if (!input.service) {
    throw new AppError('VALIDATION', SKM_TEXT.form.serviceRequired, { fields: { service: SKM_TEXT.form.serviceRequired } });
  }
  const [row] = await db
    .insert(skmResponses)
    .values({ service: input.service, ...scores, ...respondent })
    .returning({ id: skmResponses.id });
  return row!;
}
