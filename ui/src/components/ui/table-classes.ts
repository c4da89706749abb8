// Class strings shared by the tables that lay out their own cells (leads, webhooks, integration logs, agents).

/** The header row: a band with small upper-case labels. */
export const TABLE_HEAD =
  'border-y border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase';

/** A cell whose content starts at the top, for rows whose cells differ in height. */
export const TOP_ALIGNED_CELL = 'px-3 py-3 align-top first:pl-5 last:pr-5';

/** A column shown only once the container is 48rem wide; below that its content folds into another cell. */
export const WIDE_ONLY = 'hidden @3xl:table-cell';
