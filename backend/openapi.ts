// The top of the OpenAPI document served at GET /openapi.json; the operations come from the routes.

export const OPENAPI_TAGS = [
  {
    name: 'taxonomy',
    description:
      'The explore catalogue: specialties, body parts, concerns and treatments, named in Korean, Japanese or English.',
  },
  {
    name: 'clinics',
    description: 'Clinics with their address, specialties, doctors, events, images and review statistics.',
  },
  { name: 'doctors', description: 'Doctors with their clinic, specialties and review statistics.' },
  { name: 'events', description: 'Treatment events of the clinics, with their running dates and review statistics.' },
  { name: 'reviews', description: 'Reviews with before and after photos, newest first.' },
  {
    name: 'moderation',
    description:
      "Review moderation in public: a clinic's '리뷰 관리 기록' (who asked, why, where it stands; never a person) and the monthly transparency figures.",
  },
  {
    name: 'trust',
    description:
      'Trust figures computed from verified rows (docs/trust.md): price honoured, answer time, recovery curves, side effects; each with its n and threshold.',
  },
  { name: 'sitemap', description: 'Ids and last-modified times for building sitemaps.' },
  { name: 'search', description: 'The integrated search over specialties, treatments, clinics, doctors and events.' },
  { name: 'auth', description: 'Token refresh, logout and the caller of a token; the staff sign-in.' },
  {
    name: 'member login',
    description: 'Member sign-in through LINE, Google, Kakao, Naver, Apple or the local dev provider.',
  },
  {
    name: 'member',
    description: "The signed-in member's own data: nickname, account, bookmarks, counsels and reviews.",
  },
  { name: 'push', description: 'Web Push: the key browsers subscribe with (their subscriptions are member calls).' },
  {
    name: 'notifications',
    description: 'Unsubscribing from a kind of notification on one channel through the signed link a message carries.',
  },
  {
    name: 'staff',
    description:
      "The partner console: a clinic's staff keep their clinic, doctors and events up to date, move the clinic's counsels through their states and reply to its reviews. " +
      "Every call is scoped to the clinic of the STAFF token; another clinic's ids answer 404.",
  },
  {
    name: 'operator',
    description:
      'The operator console (운영자, /admin): sign-in with a second factor, reports and 임시조치 requests, decisions with a reason, ' +
      'suspensions, partner applications. Every call needs an OPERATOR token and writes the operator audit log.',
  },
  {
    name: 'partner-applications',
    description:
      'Clinics applying to join (입점 신청): the public form posts here; operators approve (an unpublished clinic, its staff account and ' +
      'a one-time password-setup link) or reject under /operator/partner-applications.',
  },
];

export const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Beauty clinic directory REST API',
    version: '1.0.0',
    description:
      'The public, auth, member and staff calls of 뷰티노트. Entities answer `{ data }`, lists `{ data, total }`, ' +
      'errors `{ error: { code, message, fields? } }` with `code` one of `ErrorCode`. Public calls need no token; the others ' +
      'take an access token as `Authorization: Bearer`.',
    contact: { name: 'Beauty clinic directory maintainers' },
  },
  servers: [
    {
      url: '{origin}',
      description: 'Where the backend is served: by default the backend alone (`npm run backend`, BACKEND_PORT 4000)',
      variables: { origin: { default: 'http://localhost:4000', description: 'Scheme, host and port of the backend' } },
    },
  ],
  tags: OPENAPI_TAGS,
};
