import { callAsMember } from '@/lib/bff/member-call';
import { unavailable } from '@/lib/bff/responses';

// GET /api/auth/session → { member } (null for visitors). The browser's view of spec §4's member state.
export async function GET() {
  try {
    const res = await callAsMember('/auth/my-info');
    const headers = { 'cache-control': 'private, no-store' };
    if (!res) return Response.json({ member: null }, { headers });
    if (!res.ok) return unavailable();
    const { data } = (await res.json()) as { data: { nickname: string | null; token: { id: number; type: string } } };
    return Response.json({ member: data }, { headers });
  } catch (err) {
    console.error('[bff] my-info failed', err);
    return unavailable();
  }
}
