import { render } from '@testing-library/react';
import RichText, { sanitizeHtml } from '../../src/components/RichText';
import { sanitizeRichText } from '../../src/server/services/html';

/** HTML as the browser would serialise it, so the two sides' outputs compare independent of escaping. */
const canonical = (html: string): string =>
  new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body.innerHTML;

/** What the editor (tiptap) writes: all of it must survive both sides unchanged. */
const EDITOR_OUTPUT = [
  '<h1>Heading one</h1><h2>Two</h2><h3>Three</h3>',
  '<p style="text-align:center">Centred</p><p style="text-align:right">Right</p><h2 style="text-align:justify">J</h2>',
  '<p><span style="color:#e03131">red</span> <span style="font-family:Georgia, serif">serif</span></p>',
  '<p><mark data-color="#ffc078" style="background-color:#ffc078;color:inherit">marked</mark></p>',
  '<p><span style="color:rgb(34, 139, 230);font-size:18px">blue</span></p>',
  '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <del>d</del> <code>c</code> <sub>2</sub><sup>3</sup></p>',
  '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol><blockquote><p>quote</p></blockquote>',
  '<pre><code>const a = 1;</code></pre><hr>',
  '<p><a target="_blank" rel="noopener noreferrer" href="https://example.com/jobs?a=1&amp;b=2">link</a></p>',
  '<p><a href="mailto:info@example.com" rel="noopener noreferrer">mail</a> <a href="tel:+917900000000" rel="noopener noreferrer">call</a> <a href="/jobs/3" rel="noopener noreferrer">relative</a></p>',
  '<img src="/files/abc.png" alt="Site" title="Welding" width="320">',
  '<img src="https://cdn.example.com/a.jpg" alt="">',
  '<table style="min-width:75px"><colgroup><col style="min-width:25px"><col style="width:50px"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>Role</p></th><th colspan="2" rowspan="1" colwidth="50"><p>Pay</p></th></tr><tr><td colspan="1" rowspan="1"><p>Welder</p></td><td colspan="2" rowspan="1"><p>₹95,000</p></td></tr></tbody></table>',
  '<p style="padding-left:40px">indented</p>',
];

/** Hostile or foreign input: both sides must clean it to the same result. */
const ATTACKS = [
  '<script>alert(1)</script><p>after</p>',
  '<p onclick="alert(1)" onmouseover="x()">handlers</p>',
  '<img src=x onerror="alert(1)">',
  '<img src="javascript:alert(1)" alt="a">',
  '<a href="javascript:alert(1)">js</a>',
  '<a href="jav&#x61;script:alert(1)">entity</a>',
  '<a href="java\tscript:alert(1)">tab</a>',
  '<a href="//evil.example/x">protocol relative</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD4=">data</a>',
  '<img src="data:image/png;base64,AAAA" alt="d">',
  '<a href="https://ok.example" target="_self" rel="opener">target</a>',
  '<iframe src="https://evil.example"></iframe><p>x</p>',
  '<style>p{color:red}</style><p>styled</p>',
  '<object data="x"></object><embed src="y"><p>z</p>',
  '<div class="c"><section><p class="lead">unwrapped</p></section></div>',
  '<p style="color:red;background-image:url(javascript:alert(1));position:fixed">styles</p>',
  '<p style="color:expression(alert(1))">expression</p>',
  '<p style="font-size:12px;font-size:99px">repeat</p>',
  '<p style="width:100vw">unit</p>',
  '<span style="">empty</span>',
  '<svg><script>alert(1)</script><circle r="1"></circle></svg><p>after svg</p>',
  '<form action="/x"><input name="a"><button>b</button></form><p>form</p>',
  '<textarea><p>raw</p></textarea><p>t</p>',
  '<p>a<!-- comment --> b</p><!-- top -->',
  '<p>&lt;b&gt;escaped&lt;/b&gt; &amp; "quotes" \'single\'</p>',
  '<p id="x" title="t" data-x="1" class="k">attributes</p>',
  '<td>orphan cell</td><tr><td>orphan row</td></tr>',
  '<table><tr><td>no tbody</td></tr></table>',
  '<p style="text-align: center; color: #e03131">spaced as the editor writes it</p>',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0"><link rel="stylesheet" href="x"><p>head</p>',
  '<noscript><p>ns</p></noscript><template><p>tpl</p></template><p>t</p>',
  '<math><mi>x</mi></math><p>math</p>',
  '<ol type="a" start="2" reversed><li>l</li></ol>',
  '<img src="/files/a.png" srcset="https://evil.example/a.png 2x" alt="s" loading="eager">',
  'plain text & more',
  '',
];

describe('one rich-text policy on both sides', () => {
  it.each(EDITOR_OUTPUT)('keeps what the editor writes: %s', (html) => {
    expect(canonical(sanitizeRichText(html))).toBe(canonical(html));
    expect(sanitizeHtml(html)).toBe(canonical(html));
  });

  it.each(ATTACKS)('cleans hostile input the same way on server and client: %s', (html) => {
    const server = canonical(sanitizeRichText(html));
    expect(sanitizeHtml(html)).toBe(server);
    // Rendering a stored (already clean) row again changes nothing.
    expect(sanitizeHtml(server)).toBe(server);
    expect(server).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<style|expression\(|<svg|<form/i);
  });

  it('stores misnested markup well-formed, which the client then keeps as it is', () => {
    const server = canonical(sanitizeRichText('<p>unclosed <b>bold <i>both</p> after'));
    expect(server).toBe('<p>unclosed <b>bold <i>both</i></b></p> after');
    expect(sanitizeHtml(server)).toBe(server);
  });

  it('cleans rows stored before the policy when it renders them, and loads images lazily', () => {
    const { container } = render(
      <RichText html={'<p onclick="alert(1)">old row</p><img src="/files/a.png"><script>x()</script>'} />,
    );
    const box = container.querySelector('.rich-text');
    expect(box?.innerHTML).toBe('<p>old row</p><img src="/files/a.png" loading="lazy" alt="">');
  });
});
