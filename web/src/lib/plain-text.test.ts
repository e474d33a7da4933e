import { describe, expect, it } from 'vitest';
import { plainText, shorten } from './plain-text';

describe('plainText', () => {
  it('reads the text of editor HTML the same way everywhere', () => {
    expect(plainText('<p>Soft <strong>cotton</strong> &amp; linen</p><p>Made&nbsp;in HK</p>')).toBe('Soft cotton & linen Made in HK');
    expect(plainText('<p>1 &lt; 2 &#x263A; &#9731;</p>')).toBe('1 < 2 ☺ ☃');
    expect(plainText(null)).toBe('');
  });

  it('drops what scripts and styles hold', () => {
    expect(plainText('<style>p{}</style>Hi<script>alert(1)</script>')).toBe('Hi');
  });
});

describe('shorten', () => {
  it('cuts long text at a word with an ellipsis', () => {
    const text = 'word '.repeat(60).trim();
    const short = shorten(text, 40);
    expect(short.length).toBeLessThanOrEqual(40);
    expect(short.endsWith('word…')).toBe(true);
    expect(shorten('short')).toBe('short');
  });
});
