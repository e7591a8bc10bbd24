import { describe, expect, it } from 'vitest';
import { parseSseChunk } from './sse';

describe('parseSseChunk', () => {
  it('splits complete messages and keeps the unfinished rest', () => {
    const { messages, rest } = parseSseChunk(
      'event: progress\ndata: {"step":1}\n\nevent: section\ndata: {"name":"pro',
    );
    expect(messages).toEqual([{ event: 'progress', data: '{"step":1}' }]);
    expect(rest).toBe('event: section\ndata: {"name":"pro');
  });

  it('joins multi-line data, ignores comments, accepts CRLF and defaults the event name', () => {
    const { messages, rest } = parseSseChunk(': ping\r\ndata: a\r\ndata: b\r\n\r\n');
    expect(messages).toEqual([{ event: 'message', data: 'a\nb' }]);
    expect(rest).toBe('');
  });

  it('drops blocks without data and reassembles a message split across chunks', () => {
    const first = parseSseChunk('event: done\n\nevent: done\ndata: {"ok"');
    expect(first.messages).toEqual([]);
    const second = parseSseChunk(`${first.rest}:true}\n\n`);
    expect(second.messages).toEqual([{ event: 'done', data: '{"ok":true}' }]);
  });
});
