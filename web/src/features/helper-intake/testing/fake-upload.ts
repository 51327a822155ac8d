import { act } from "@testing-library/react";
import { vi } from "vitest";

type Listener = (event: ProgressEvent) => void;

function listeners() {
  const all = new Map<string, Listener[]>();
  return {
    add: (type: string, listener: Listener) => all.set(type, [...(all.get(type) ?? []), listener]),
    fire: (type: string, event: Partial<ProgressEvent> = {}) => {
      for (const listener of all.get(type) ?? []) listener({ type, ...event } as ProgressEvent);
    },
  };
}

/**
 * A stand-in for XMLHttpRequest (jsdom sends nothing): it keeps what the upload sent and lets a
 * test move its progress and answer it.
 */
export class FakeUpload {
  static sent: FakeUpload[] = [];

  method = "";
  url = "";
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = "";
  private readonly events = listeners();
  private readonly uploadEvents = listeners();
  readonly upload = { addEventListener: this.uploadEvents.add };

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  addEventListener(type: string, listener: Listener) {
    this.events.add(type, listener);
  }

  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }

  abort() {
    this.events.fire("abort");
  }

  /** The browser reports this much of the body sent. */
  progress(loaded: number, total: number) {
    act(() => this.uploadEvents.fire("progress", { lengthComputable: true, loaded, total }));
  }

  /** The server answers. */
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.events.fire("load"));
  }
}

/** Routes every XMLHttpRequest of the test to FakeUpload; returns the uploads sent. */
export function stubUploads(): FakeUpload[] {
  FakeUpload.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeUpload);
  return FakeUpload.sent;
}
