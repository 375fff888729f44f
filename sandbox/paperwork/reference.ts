/**
 * How the sandbox's signing page, e-mails and PDFs name an application: by the number the
 * portal shows first (its Id, decision 0029), with the lender's number after it, labelled as
 * such, so the customer and the dealer read one number for one deal (issue 32 item 10).
 */
export function applicationReference(id: number, applicationNumber: number | null): string {
  return applicationNumber === null
    ? `Application ${id}`
    : `Application ${id} (lender’s number ${applicationNumber})`;
}
