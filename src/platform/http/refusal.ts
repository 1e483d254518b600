// A request the server refuses for a reason the caller can fix: endpoints answer it with its status
// and its message as they are (a bug is never a Refusal; it becomes a plain 500).
export class Refusal extends Error {
  readonly status: 400 | 404 | 409 | 413 | 422 | 429;
  constructor(status: 400 | 404 | 409 | 413 | 422 | 429, message: string) {
    super(message);
    this.name = 'Refusal';
    this.status = status;
  }
}
