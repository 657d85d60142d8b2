import sanitizeHtml from 'sanitize-html';
import { htmlPolicy } from '../../src/api/htmlPolicy';
import { sanitiserOptions, type RichTextPolicy } from '../../src/domain/richTextPolicy';

/** A small policy, so each rule below can be read next to the policy that makes it. */
const policy: RichTextPolicy = {
  tags: ['p', 'strong', 'a', 'img', 'span'],
  dropWithContent: ['script', 'style', 'iframe'],
  attributes: { '*': ['style'], a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  styles: { color: '^(#[0-9a-f]{3,8}|[a-z]+)$', 'text-align': '^(left|right|center)$' },
  urlAttributes: ['href', 'src'],
  schemes: ['https', 'mailto'],
  linkRel: 'noopener noreferrer',
};

const clean = (html: string, rules: RichTextPolicy = policy) => sanitizeHtml(html, sanitiserOptions(rules));

describe('the rich-text policy as sanitiser options: tags', () => {
  it("keeps the policy's tags", () => {
    expect(clean('<p>Six <strong>years</strong></p>')).toBe('<p>Six <strong>years</strong></p>');
  });

  it('drops any other tag but keeps the words inside it', () => {
    expect(clean('<div><h1>Welder</h1> wanted</div>')).toBe('Welder wanted');
    expect(clean('<p><blink>now</blink></p>')).toBe('<p>now</p>');
  });

  it('drops the tags it names together with everything inside them', () => {
    expect(
      clean('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>'),
    ).toBe('<p>a</p>');
  });

  it('keeps nothing of empty or tag-only input but what the policy allows', () => {
    expect(clean('')).toBe('');
    expect(clean('<table><tr><td></td></tr></table>')).toBe('');
  });
});

describe('the rich-text policy as sanitiser options: attributes and styles', () => {
  it("keeps each tag's own attributes and drops the rest, event handlers first", () => {
    expect(clean('<img src="https://example.com/a.png" alt="A" onerror="x()" class="big">')).toBe(
      '<img src="https://example.com/a.png" alt="A" />',
    );
    expect(clean('<p onclick="x()" id="p1">a</p>')).toBe('<p>a</p>');
  });

  it('keeps a style property whose value matches its pattern, in any letter case', () => {
    expect(clean('<p style="color:#A0B1C2;text-align:center">a</p>')).toBe(
      '<p style="color:#A0B1C2;text-align:center">a</p>',
    );
    expect(clean('<span style="color:RED">a</span>')).toBe('<span style="color:RED">a</span>');
  });

  it('drops a style property the policy does not name, or whose value does not match', () => {
    expect(clean('<p style="position:fixed;color:red">a</p>')).toBe('<p style="color:red">a</p>');
    expect(clean('<p style="color:url(https://x/a.png)">a</p>')).toBe('<p>a</p>');
    expect(clean('<p style="text-align:justify">a</p>')).toBe('<p>a</p>');
  });
});

describe('the rich-text policy as sanitiser options: addresses', () => {
  it("keeps links and images with the policy's schemes, and relative ones", () => {
    expect(clean('<a href="mailto:jobs@example.in">Mail</a>')).toContain('href="mailto:jobs@example.in"');
    expect(clean('<a href="https://example.in/jobs">Jobs</a>')).toContain('href="https://example.in/jobs"');
    expect(clean('<a href="/jobs">Jobs</a>')).toContain('href="/jobs"');
  });

  it('drops an address with another scheme, whatever its case or disguise', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'http://example.in',
    ])
      expect(clean(`<a href="${href}">x</a>`)).not.toContain('href');
    expect(clean('<img src="data:image/png;base64,AAAA" alt="A">')).toBe('<img alt="A" />');
  });

  it('drops a protocol-relative address (it would take whatever scheme the page has)', () => {
    expect(clean('<a href="//evil.example/x">x</a>')).not.toContain('href');
  });
});

describe('the rich-text policy as sanitiser options: links', () => {
  it("gives every link the policy's rel, replacing any rel it had", () => {
    expect(clean('<a href="https://example.in">x</a>')).toBe(
      '<a href="https://example.in" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="https://example.in" rel="opener">x</a>')).toBe(
      '<a href="https://example.in" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a>x</a>', { ...policy, linkRel: 'nofollow' })).toBe('<a rel="nofollow">x</a>');
  });

  it('keeps a link opening in a new tab, and drops any other target', () => {
    expect(clean('<a href="https://example.in" target="_blank">x</a>')).toBe(
      '<a href="https://example.in" target="_blank" rel="noopener noreferrer">x</a>',
    );
    for (const target of ['_self', '_parent', '_top', 'frame1', ''])
      expect(clean(`<a href="https://example.in" target="${target}">x</a>`)).toBe(
        '<a href="https://example.in" rel="noopener noreferrer">x</a>',
      );
  });
});

describe('the options are built from the policy alone', () => {
  it('do not share lists with the policy, so changing one set of options leaves the policy as it was', () => {
    const options = sanitiserOptions(policy);
    options.allowedTags.push('div');
    options.allowedAttributes.a.push('onclick');
    expect(policy.tags).not.toContain('div');
    expect(policy.attributes.a).not.toContain('onclick');
    expect(clean('<div>a</div>')).toBe('a');
  });
});

describe("the contract's policy (x-html-policy), as the server stores and renders rich text", () => {
  const contract = (html: string) => clean(html, htmlPolicy);

  it('keeps what the editor writes: headings, lists, tables, marks, colours and aligned text', () => {
    const html =
      '<h2>Duties</h2><ol start="2"><li><strong>Weld</strong></li></ol>' +
      '<table><tbody><tr><td colspan="2">a</td></tr></tbody></table>' +
      '<p style="text-align:center;color:rgb(10, 20, 30)"><mark data-color="#ff0">Note</mark></p>';
    expect(contract(html)).toBe(html);
  });

  it('drops scripts, frames, SVG and forms with their content, and event handlers', () => {
    expect(
      contract(
        '<p>a</p><script>x()</script><svg><circle/></svg><select><option>b</option></select><iframe></iframe>',
      ),
    ).toBe('<p>a</p>');
    expect(contract('<img src="https://example.in/a.png" onerror="x()">')).toBe(
      '<img src="https://example.in/a.png" />',
    );
  });

  it('keeps web, mail and phone links with a safe rel, and drops script links', () => {
    expect(contract('<a href="tel:+919825000000">Call</a>')).toBe(
      '<a href="tel:+919825000000" rel="noopener noreferrer">Call</a>',
    );
    expect(contract('<a href="javascript:x()" target="_top">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
  });
});
