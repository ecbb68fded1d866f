import { ROAD_OVERVIEW as T } from '../../../../shared/road-overview-strings.ts';
import { fillText } from '../../../../shared/strings.ts';

const decimal = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 3 });
const oneDecimal = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** "12,5 km" */
export const km = (value: number) => fillText(T.km, { value: decimal.format(value) });
/** "75,5%" */
export const percent = (value: number) => fillText(T.percent, { value: oneDecimal.format(value) });
