/** Which person of the application a group of fields is about (its path in the form). */
export type Party = 'Applicant' | 'CoApplicant';
