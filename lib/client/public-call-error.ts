/** A public read the BFF refused or could not answer; `status` 429 means too many searches from this address. */
export class PublicCallError extends Error {
  constructor(readonly status: number) {
    super(`public read answered ${status}`);
  }
}
