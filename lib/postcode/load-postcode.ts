/**
 * The Kakao (Daum) postal-code search, loaded as its external script when staff first ask for it. One load per
 * page: concurrent callers share it, a success is kept, a failure is forgotten so a later tap may try again.
 * Typed with a minimal local interface (only what the clinic form uses).
 */

export const POSTCODE_SCRIPT = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

/** What the widget reports for the chosen address (a subset). */
export interface PostcodeResult {
  zonecode: string;
  address: string;
  roadAddress: string;
  jibunAddress: string;
  buildingName?: string;
}

export interface PostcodeApi {
  Postcode: new (options: { oncomplete: (data: PostcodeResult) => void; width?: string; height?: string }) => {
    embed(element: HTMLElement): void;
  };
}

declare global {
  interface Window {
    daum?: Partial<PostcodeApi>;
  }
}

const TIMEOUT_MS = 8_000;
let loading: Promise<PostcodeApi> | null = null;

function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const timer = setTimeout(() => reject(new Error('postcode script timed out')), TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      clearTimeout(timer);
      script.remove();
      reject(new Error('postcode script failed to load'));
    };
    document.head.appendChild(script);
  });
}

/** The postcode API, loading its script if needed; rejects when it cannot load (blocked, offline, timed out). */
export function loadPostcode(loadScript: (src: string) => Promise<void> = injectScript): Promise<PostcodeApi> {
  if (window.daum?.Postcode) return Promise.resolve(window.daum as PostcodeApi);
  loading ??= loadScript(POSTCODE_SCRIPT)
    .then(() => {
      if (!window.daum?.Postcode) throw new Error('postcode script loaded without daum.Postcode');
      return window.daum as PostcodeApi;
    })
    .catch((err: unknown) => {
      loading = null;
      throw err;
    });
  return loading;
}

/** The road address of a choice (the widget answers a lot-number address when the road one is empty). */
export const roadAddressOf = (r: PostcodeResult): string =>
  [r.roadAddress || r.address, r.buildingName ? `(${r.buildingName})` : ''].filter(Boolean).join(' ');
