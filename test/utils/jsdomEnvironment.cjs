/**
 * The web tests' environment: jest-fixed-jsdom (jsdom with Node's fetch, streams and encoders), with two of
 * jsdom's lookups answered from what the document already knows instead of a walk of the whole tree. Both
 * answers are the ones jsdom's own code gives; they only stop it from being asked again and again.
 *
 * A CPU profile of JobForm.test.tsx (84 s of one core, 2026-12-07) spent:
 * - 13 s in a `<label for>`'s `control`: jsdom walks the document for the element with that id, and an
 *   input's `labels` (asked by Testing Library's label queries and the accessible-name computation) calls
 *   `control` on every label of the document. Here it is looked up in the document's id index, which jsdom
 *   keeps for `getElementById`; with no element or several elements of that id, jsdom's walk answers as before.
 * - 19 s matching style rules: the resolved `visibility` is inherited, so each `getComputedStyle` matches every
 *   rule of MUI's style sheets against the element and then against each of its ancestors again. Here the rules
 *   that match an element are kept until anything could change them, as test/utils/setupWeb.ts keeps whole
 *   answers: any change to the document (nodes, attributes, the style sheets' text, which emotion writes as
 *   text outside production), focus moving, or a form control's state (`:checked` follows no attribute).
 */
const JSDOMEnvironment = require('jest-fixed-jsdom');

// The jsdom that jest-environment-jsdom creates its window from (a copy elsewhere would not be the one used).
const jsdomDir = require('node:path').dirname(
  require.resolve('jsdom/package.json', { paths: [require.resolve('jest-environment-jsdom')] }),
);
const living = `${jsdomDir}/lib/jsdom/living`;
// Before the rest of jsdom: its window takes the rule matcher when it loads (Window.js destructures it).
const styleRules = require(`${living}/helpers/style-rules.js`);

/** Per document: the rules matched per element, and the observer whose records say they may be stale. */
const documents = new WeakMap();

if (!styleRules.forEachMatchingSheetRuleOfElement.keptPerElement) {
  const matchRules = styleRules.forEachMatchingSheetRuleOfElement;
  const kept = (elementImpl, handleRule) => {
    const state = documents.get(elementImpl._ownerDocument);
    if (!state) return matchRules(elementImpl, handleRule);
    if (state.changes.takeRecords().length > 0) state.matched = new WeakMap();
    let rules = state.matched.get(elementImpl);
    if (!rules) {
      rules = [];
      matchRules(elementImpl, (rule) => rules.push(rule));
      state.matched.set(elementImpl, rules);
    }
    for (const rule of rules) handleRule(rule);
  };
  kept.keptPerElement = true;
  // jsdom's cascade (getCascadedPropertyValue) calls it through `exports`, its window by the name it took.
  styleRules.forEachMatchingSheetRuleOfElement = kept;
}

// The rest of jsdom, loaded whole, as jsdom loads its parts (a node's part required alone meets a circular require).
require(jsdomDir);
const { isLabelable } = require(`${living}/helpers/form-controls.js`);
const LabelImpl = require(`${living}/nodes/HTMLLabelElement-impl.js`).implementation;
const idlUtils = require(`${living}/generated/utils.js`);

const controlDescriptor = Object.getOwnPropertyDescriptor(LabelImpl.prototype, 'control');
if (!controlDescriptor.get.byIdIndex) {
  const walk = controlDescriptor.get;
  const control = function control() {
    const forValue = this.getAttributeNS(null, 'for');
    if (forValue !== null && forValue !== '') {
      const root = this.getRootNode({});
      if (root === this._ownerDocument && root._ids) {
        const inDocument = (root._ids[forValue] ?? []).filter((element) => element.getRootNode({}) === root);
        if (inDocument.length === 0) return null;
        if (inDocument.length === 1) return isLabelable(inDocument[0]) ? inDocument[0] : null;
      }
    }
    return walk.call(this);
  };
  control.byIdIndex = true;
  Object.defineProperty(LabelImpl.prototype, 'control', { ...controlDescriptor, get: control });
}

class WebTestEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    const window = this.global;
    const documentImpl = idlUtils.implForWrapper(window.document);
    const state = { matched: new WeakMap(), changes: undefined };
    const forget = () => {
      state.matched = new WeakMap();
    };
    state.changes = new window.MutationObserver(forget);
    state.changes.observe(window.document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    for (const event of ['focusin', 'focusout', 'input', 'change'])
      window.document.addEventListener(event, forget, { capture: true });
    documents.set(documentImpl, state);
  }
}

module.exports = WebTestEnvironment;
