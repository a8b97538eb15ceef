'use client';

// Last-resort boundary when the root layout itself fails: no providers are available here.
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="ko">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '56px 24px' }}>
        <h1>Unexpected Application Error!</h1>
        <p style={{ fontSize: 40, fontWeight: 800, color: '#e8456b' }}>500</p>
        <p>
          <strong>서버 오류</strong>
        </p>
        <p>일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.{error.digest ? ` (${error.digest})` : ''}</p>
        <button type="button" onClick={() => retry()} style={{ marginTop: 16, padding: '12px 20px' }}>
          다시 시도
        </button>
      </body>
    </html>
  );
}
