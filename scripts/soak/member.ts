// One simulated member of the soak: logs in through the dev provider's real HTTP flow, then until the deadline
// browses public pages, bookmarks and unbookmarks, books counsels and writes reviews through the BFF, as the
// app's own pages do. A write is sent with an Idempotency-Key and, when it fails for a reason that may pass
// (503, a timeout, a lost connection, 409 "in progress"), sent again with the same key until it is answered.
// What the server acknowledged goes into the shared ledger.
import { randomUUID } from 'node:crypto';
import type { Answer, Browser } from './browser';
import type { BookmarkEntry, CreateWrite, Ledger, TargetType } from './ledger';

export interface Catalogue {
  clinics: number[];
  doctors: number[];
  /** Events by clinic (a counsel booked from an event must name the event's clinic). */
  events: { id: number; clinicId: number }[];
  reviews: number[];
  searches: string[];
}

export interface MemberPlan {
  memberId: number;
  /** Stop starting new actions at this time (epoch ms). */
  deadline: number;
  /** Give up retrying a write at this time (the drain after the deadline). */
  giveUpAt: number;
  thinkMs: [number, number];
}

export interface MemberTally {
  logins: number;
  /** Logins after the first: the member found itself logged out (a 401) and signed in again. */
  relogins: number;
  /** Writes refused for good (a 4xx other than a retryable one). */
  refused: { kind: string; status: number; body: string }[];
  /** Writes sent again with the same key after a retryable answer: when (epoch ms), and why (status or failure). */
  retries: { at: number; kind: string; reason: string }[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)];
const between = ([lo, hi]: [number, number]) => lo + Math.random() * (hi - lo);

/** Whether a write's answer means "try again with the same key": the server may not have done it, or not yet. */
const retryable = (a: Answer | null) =>
  a === null ||
  a.status === 401 ||
  a.status === 502 ||
  a.status === 503 ||
  a.status === 504 ||
  (a.status === 409 && a.text.includes('in progress'));

export class SimulatedMember {
  readonly tally: MemberTally = { logins: 0, relogins: 0, refused: [], retries: [] };
  private readonly myCounsels: { id: number; reviewed: boolean }[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly plan: MemberPlan,
    private readonly catalogue: Catalogue,
    private readonly ledger: Ledger,
  ) {}

  /** The dev provider's flow, as e2e/auth.setup.ts does it: start → consent page → approve → callback. */
  async login(): Promise<boolean> {
    const b = this.browser;
    const started = await b.send('login', '/api/auth/dev/start');
    if (started?.status !== 200) return false;
    const consent = new URL(started.json<{ data: { url: string } }>().data.url, b.base);
    const state = consent.searchParams.get('state') ?? '';
    const page = await b.send('login', consent.pathname + consent.search, { html: true });
    if (page?.status !== 200 || !page.text.includes(`value="${this.plan.memberId}"`)) return false;
    const approved = await b.send('login', '/api/auth/dev/approve', {
      method: 'POST',
      form: { memberId: String(this.plan.memberId), state },
    });
    const location = approved?.headers.get('location');
    if (approved?.status !== 303 || !location) return false;
    const code = new URL(location, b.base).searchParams.get('code');
    const finished = await b.send('login', '/api/auth/callback/dev', { method: 'POST', json: { code, state } });
    if (finished?.status !== 200) return false;
    this.tally.logins++;
    return true;
  }

  /** Logs in (retrying while the app cannot answer), then acts until the deadline. */
  async run(): Promise<void> {
    if (!(await this.loginPatiently())) return;
    while (Date.now() < this.plan.deadline) {
      const roll = Math.random();
      if (roll < 0.45) await this.browse();
      else if (roll < 0.5) await this.readOwn();
      else if (roll < 0.75) await this.toggleBookmark();
      else if (roll < 0.92) await this.bookCounsel();
      else await this.writeReview();
      await sleep(between(this.plan.thinkMs));
    }
  }

  private async loginPatiently(): Promise<boolean> {
    while (Date.now() < this.plan.giveUpAt) {
      if (await this.login()) return true;
      await sleep(2000);
    }
    return false;
  }

  private async browse() {
    const c = this.catalogue;
    const pages: [string, string][] = [
      ['page:home', '/home'],
      ['page:explore', `/contents?tabId=${pick(['clinics', 'doctors', 'events', 'reviews'])}`],
      ['page:clinic', `/contents/clinic/${pick(c.clinics)}`],
      ['page:event', `/contents/event/${pick(c.events).id}`],
      ['page:review', `/contents/review/${pick(c.reviews)}`],
      ['page:search', `/search?q=${encodeURIComponent(pick(c.searches))}`],
      ['api:search', `/api/public/search?q=${encodeURIComponent(pick(c.searches))}`],
      ['api:clinic', `/api/public/clinics/${pick(c.clinics)}`],
    ];
    const [kind, path] = pick(pages);
    await this.browser.send(kind, path, { html: kind.startsWith('page:') });
  }

  private async readOwn() {
    const [kind, path] = pick([
      ['member:counsels', '/api/member/counsels?offset=0&limit=10'],
      ['member:bookmarks', '/api/member/bookmarks'],
    ]);
    const answer = await this.browser.send(kind, path);
    if (answer?.status === 401) await this.relogin();
  }

  private async relogin() {
    this.tally.relogins++;
    await this.loginPatiently();
  }

  /**
   * Sends one write until it is answered for good: 2xx, or a refusal that will not pass. A 401 means the
   * session is gone: log in again and send the same request again.
   */
  private async sendUntilAnswered(
    kind: string,
    path: string,
    opts: Parameters<Browser['send']>[2],
  ): Promise<Answer | null> {
    let wait = 1000;
    for (;;) {
      const answer = await this.browser.send(kind, path, opts);
      if (answer && !retryable(answer)) return answer;
      if (Date.now() > this.plan.giveUpAt) return null;
      this.tally.retries.push({ at: Date.now(), kind, reason: answer ? String(answer.status) : 'no answer' });
      if (answer?.status === 401) await this.relogin();
      const retryAfter = Number(answer?.headers.get('retry-after'));
      await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter * 1000, 5000) : wait);
      wait = Math.min(wait * 2, 5000);
    }
  }

  private refused(kind: string, answer: Answer) {
    this.tally.refused.push({ kind, status: answer.status, body: answer.text.slice(0, 200) });
  }

  /** Sends a create with its key until answered; records every acknowledged id. Answers the id or null. */
  private async create(kind: string, write: CreateWrite): Promise<number | null> {
    const { path, body } = write.request;
    const answer = await this.sendUntilAnswered(kind, path, {
      method: 'POST',
      json: body,
      headers: { 'idempotency-key': write.key },
    });
    if (!answer) return null;
    if (answer.status >= 300) {
      this.refused(kind, answer);
      return null;
    }
    const id = answer.json<{ data: { id: number } }>().data.id;
    write.ackIds.push(id);
    // Now and then the answer is "lost" and the form sends again: the replay must name the same row.
    if (Math.random() < 0.1) {
      const replay = await this.sendUntilAnswered(`${kind} (replay)`, path, {
        method: 'POST',
        json: body,
        headers: { 'idempotency-key': write.key },
      });
      if (replay && replay.status < 300) write.ackIds.push(replay.json<{ data: { id: number } }>().data.id);
    }
    return id;
  }

  /** The same request again with the same key (after the run, for writes stored without an acknowledgement). */
  async replay(write: CreateWrite): Promise<Answer | null> {
    const answer = await this.browser.send('replay', write.request.path, {
      method: 'POST',
      json: write.request.body,
      headers: { 'idempotency-key': write.key },
    });
    if (answer && answer.status < 300) write.ackIds.push(answer.json<{ data: { id: number } }>().data.id);
    return answer;
  }

  private async bookCounsel() {
    const c = this.catalogue;
    const fromEvent = Math.random() < 0.5;
    const event = pick(c.events);
    const clinicId = fromEvent ? event.clinicId : pick(c.clinics);
    const source = fromEvent
      ? { sourceType: 'EVENT' as const, sourceId: event.id }
      : { sourceType: 'CLINIC' as const, sourceId: clinicId };
    const key = randomUUID();
    const body = { clinic_id: clinicId, ...source, content: `soak ${key} 상담 희망 시간: 평일 오후` };
    const write: CreateWrite = {
      key,
      memberId: this.plan.memberId,
      expect: { clinicId, ...source },
      ackIds: [],
      request: { path: '/api/member/counsels', body },
    };
    this.ledger.counsels.push(write);
    const id = await this.create('member:counsel', write);
    if (id !== null) this.myCounsels.push({ id, reviewed: false });
  }

  private async writeReview() {
    const counsel = this.myCounsels.find((x) => !x.reviewed);
    if (!counsel) return this.bookCounsel();
    counsel.reviewed = true;
    const key = randomUUID();
    const body = {
      counsel_id: counsel.id,
      title: `soak ${key}`,
      content: '상담 친절했고 설명이 자세했어요. 부작용 안내도 꼼꼼하게 해 주셨습니다.',
      rating: 1 + Math.floor(Math.random() * 5),
      incentive: false,
    };
    const write: CreateWrite = {
      key,
      memberId: this.plan.memberId,
      expect: { counselId: counsel.id },
      ackIds: [],
      request: { path: '/api/member/reviews', body },
    };
    this.ledger.reviews.push(write);
    await this.create('member:review', write);
  }

  /** Half the time a tap on something already bookmarked (removing it), else on anything. */
  private bookmarkTarget(): { type: TargetType; targetId: number } {
    const mine = this.ledger.bookmarks.filter((e) => e.memberId === this.plan.memberId && e.present && e.settled);
    if (mine.length && Math.random() < 0.5) return pick(mine);
    const c = this.catalogue;
    const type = pick<TargetType>(['CLINIC', 'DOCTOR', 'EVENT', 'REVIEW']);
    return {
      type,
      targetId:
        type === 'CLINIC'
          ? pick(c.clinics)
          : type === 'DOCTOR'
            ? pick(c.doctors)
            : type === 'EVENT'
              ? pick(c.events).id
              : pick(c.reviews),
    };
  }

  private async toggleBookmark() {
    const { type, targetId } = this.bookmarkTarget();
    let entry = this.ledger.bookmarks.find(
      (e) => e.memberId === this.plan.memberId && e.type === type && e.targetId === targetId,
    );
    if (entry && !entry.settled) return; // an earlier write on it was never answered: its state is unknown
    if (!entry) {
      entry = {
        memberId: this.plan.memberId,
        type,
        targetId,
        present: false,
        bookmarkId: null,
        settled: true,
      } satisfies BookmarkEntry;
      this.ledger.bookmarks.push(entry);
    }
    entry.settled = false;
    if (entry.present && entry.bookmarkId !== null) {
      const answer = await this.sendUntilAnswered('member:unbookmark', `/api/member/bookmarks/${entry.bookmarkId}`, {
        method: 'DELETE',
      });
      if (!answer) return;
      if (answer.status === 204 || answer.status === 404)
        Object.assign(entry, { present: false, bookmarkId: null, settled: true });
      else {
        this.refused('member:unbookmark', answer);
        entry.settled = true; // refused: nothing changed
      }
      return;
    }
    const answer = await this.sendUntilAnswered('member:bookmark', '/api/member/bookmarks', {
      method: 'POST',
      json: { bookmarkableType: type, bookmarkableId: targetId },
      headers: { 'idempotency-key': randomUUID() },
    });
    if (!answer) return;
    if (answer.status === 200 || answer.status === 201) {
      Object.assign(entry, {
        present: true,
        bookmarkId: answer.json<{ data: { id: number } }>().data.id,
        settled: true,
      });
    } else {
      this.refused('member:bookmark', answer);
      entry.settled = true;
    }
  }
}
