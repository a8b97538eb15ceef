import type { ReactNode } from 'react';

/** Error page: titled 'Unexpected Application Error!' with the status and a message. */
export function ErrorView({
  status,
  statusText,
  message,
  children,
}: {
  status: number;
  statusText: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <section className="error-page" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className="error-page__status">{status}</p>
      <p>
        <strong>{statusText}</strong>
      </p>
      <p className="error-page__message">{message}</p>
      {children}
    </section>
  );
}
