import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  isJSONRPCErrorResponse,
  isJSONRPCNotification,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
  type JSONRPCMessage,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';

/**
 * The SDK's stdio transport, which also knows when it is done: once the client has closed its input and
 * every request it sent has been answered (the answer written out, or the request cancelled), `finished`
 * resolves. A client that sends a call and closes its input at once still gets its answer.
 */
export class AnsweringStdioTransport extends StdioServerTransport {
  /** Aborts when the client closes its input: nothing it sends can arrive any more, nor any answer of its. */
  readonly inputEnded: AbortSignal;
  /** Resolves once the input has ended and nothing is left to answer. */
  readonly finished: Promise<void>;
  private readonly pending = new Set<RequestId>();
  private readonly ended = new AbortController();
  private settle: () => void = () => {};

  constructor(stdin: Readable, stdout: Writable, options: { maxBufferSize: number }) {
    super(stdin, stdout, options);
    this.inputEnded = this.ended.signal;
    this.finished = new Promise((resolve) => {
      this.settle = resolve;
    });
    stdin.once('end', () => {
      this.ended.abort(new Error('the client closed its input'));
      this.check();
    });
  }

  /**
   * Starts counting the requests the client sends. Called once the MCP server is connected (connecting sets
   * `onmessage`, which this wraps).
   */
  countRequests(): void {
    const handle = this.onmessage;
    this.onmessage = (message: JSONRPCMessage) => {
      if (isJSONRPCRequest(message)) this.pending.add(message.id);
      else if (isJSONRPCNotification(message) && message.method === 'notifications/cancelled') {
        // A cancelled request gets no answer.
        const id = (message.params as { requestId?: RequestId } | undefined)?.requestId;
        if (id !== undefined) this.pending.delete(id);
        queueMicrotask(() => this.check());
      }
      handle?.(message);
    };
  }

  override async send(message: JSONRPCMessage): Promise<void> {
    await super.send(message);
    if (isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message)) {
      if (message.id !== undefined) this.pending.delete(message.id);
      this.check();
    }
  }

  private check(): void {
    if (this.ended.signal.aborted && this.pending.size === 0) this.settle();
  }
}
