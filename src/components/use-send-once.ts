/**
 * The new-application wizard's name for `useSubmit()`, kept while another change rebuilds the
 * wizard; that change switches the wizard to `useSubmit(form)` and removes this module.
 */
export { useSubmit as useSendOnce } from './form/use-submit.ts';
