import { describe, expect, it } from 'vitest';
import { renderMail } from '../../src/mail/render';

describe('mail rendering', () => {
  it('escapes user content in HTML, keeps it verbatim in text, and renders real buttons and codes', () => {
    const mail = renderMail({
      to: 'a@example.org',
      fromName: 'Hearth',
      subject: 'Hello\r\nBcc: evil@example.org',
      blocks: [
        { kind: 'text', text: '<script>alert(1)</script> & "quotes"\nsee https://hearth.example/x' },
        { kind: 'button', label: 'Open <it>', url: 'https://hearth.example/a?b=1&c=2' },
        { kind: 'code', code: '123456' },
      ],
    });
    expect(mail.subject).toBe('Hello Bcc: evil@example.org');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;<br>');
    expect(mail.html).toContain('<a href="https://hearth.example/x"');
    expect(mail.html).toContain('<a href="https://hearth.example/a?b=1&amp;c=2"');
    expect(mail.html).toContain('>Open &lt;it&gt;</a>');
    expect(mail.html).toContain('123456');
    expect(mail.text).toBe('<script>alert(1)</script> & "quotes"\nsee https://hearth.example/x\n\nOpen <it>: https://hearth.example/a?b=1&c=2\n\n123456');
  });
});
