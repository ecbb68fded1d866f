import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import {
  PUBLIC_SITE_PAGES,
  SITE_PAGE_SLUGS,
  sitePageInputSchema,
  type SitePage,
  type SitePageInput,
  type SitePageSlug,
} from '../../../../shared/site-page-schemas.ts';
import { SITE_PAGE_TEXTS as T } from '../../../../shared/site-page-strings.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { call, callOptions, client, errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { DocumentRow } from './document-row.tsx';
import { EditorField } from './editor-field.tsx';

const pages = client.admin.pages;
const LIST = '/admin/cms/pages';

function useSitePages() {
  return useQuery({
    queryKey: ['admin', 'site-pages'],
    queryFn: ({ signal }) => call(pages.$get({}, callOptions({ signal }))),
    staleTime: 0,
  });
}

const isPublic = (slug: SitePageSlug) => (PUBLIC_SITE_PAGES as readonly string[]).includes(slug);

/** /admin/cms/pages: the office's own pages, each with when it was last changed. */
export function SitePagesListPage() {
  useDocumentTitle(T.listTitle);
  const list = useSitePages();
  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink to="/admin/cms" label="CMS" look="admin" />
      <AdminPageHeader title={T.listTitle} intro={T.listIntro} />
      {list.isPending ? (
        <Spinner className="text-brand-700" />
      ) : list.isError ? (
        <p role="alert" className="text-red-800">
          {errorMessage(list.error)}
        </p>
      ) : (
        <ul className="grid gap-3">
          {list.data.map((page) => (
            <DocumentRow
              key={page.slug}
              title={page.title}
              meta={`${isPublic(page.slug) ? `/${page.slug}` : T.usedOn[page.slug]} · ${
                page.updatedAt ? `${T.updatedOn} ${formatDateTime(page.updatedAt)}` : T.neverEdited
              }`}
              view={isPublic(page.slug) ? { href: `/${page.slug}`, label: T.view } : undefined}
              edit={{ to: `${LIST}/${page.slug}`, label: T.edit, ariaLabel: T.editOf(page.title) }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** /admin/cms/pages/{slug}: title and body in the article editor. */
export function SitePageEditorPage() {
  const slug = useParams().slug as SitePageSlug;
  const list = useSitePages();
  useDocumentTitle(T.editTitle);
  const page = list.data?.find((p) => p.slug === slug);
  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink to={LIST} label={T.back} look="admin" />
      <h1 className="text-2xl font-bold text-brand-800">{T.editTitle}</h1>
      {!(SITE_PAGE_SLUGS as readonly string[]).includes(slug) ? (
        <p role="alert">{T.notFound}</p>
      ) : !page ? (
        <Spinner className="text-brand-700" />
      ) : (
        <SitePageForm key={page.updatedAt ?? 'default'} page={page} />
      )}
    </div>
  );
}

function SitePageForm({ page }: { page: SitePage }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const form = useZodForm(sitePageInputSchema, { defaultValues: { title: page.title, content: page.content } });
  const { register, control, handleSubmit, formState } = form;
  const save = useMutation({
    mutationFn: (input: SitePageInput) => call(pages[':slug'].$put({ param: { slug: page.slug }, json: input })),
    onSuccess: () => {
      toast({ title: T.saved, variant: 'success' });
      void qc.invalidateQueries({ queryKey: ['admin', 'site-pages'] });
      void navigate(LIST);
    },
    onError: (err) => {
      applyServerErrors(form, err);
      toast({ title: T.saveFailed, description: errorMessage(err), variant: 'destructive' });
    },
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit((input) => save.mutate(input))(e)}
      className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <Field label={T.titleLabel} required error={formState.errors.title?.message}>
        <TextInput maxLength={200} {...register('title')} />
      </Field>
      <EditorField control={control} name="content" label={T.contentLabel} disabled={save.isPending} />
      <div className="flex justify-end border-t border-slate-200 pt-5">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner className="size-4 text-white" /> : <Save aria-hidden className="size-4" />}
          {T.save}
        </Button>
      </div>
    </form>
  );
}
