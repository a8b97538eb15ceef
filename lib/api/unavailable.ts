/** What the error page receives as `error.digest` when the backend (or its database) could not answer in time. */
export const UNAVAILABLE_DIGEST = 'BACKEND_UNAVAILABLE';
