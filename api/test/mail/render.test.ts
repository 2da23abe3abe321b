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
    expect(mail.text).toBe(
      '<script>alert(1)</script> & "quotes"\nsee https://hearth.example/x\n\nOpen <it>: ' +
        'https://hearth.example/a?b=1&c=2\n\n123456',
    );
  });
});

describe('agency mail templates', () => {
  it('inserts an agency name as written, even with characters that mean something to String.replace', async () => {
    const { renderAgencyMail } = await import('../../src/email-templates/render');
    const mail = renderAgencyMail(
      {
        fromName: '{{agencyName}}',
        subject: 'News from {{agencyName}}',
        body: 'Hello from {{agencyName}}.\n\n{{survey_button}}',
      },
      {
        agencyName: "Smith $& Sons $' Care",
        appOrigin: 'http://localhost:3000',
        url: 'https://hearth.example/survey?token=t',
      },
      'staff@example.org',
    );
    expect(mail.subject).toBe("News from Smith $& Sons $' Care");
    expect(mail.text).toContain("Hello from Smith $& Sons $' Care.");
  });
});
