// A Stryker ignorer (README "Mutation testing"): the CSS in styled-components' templates is not
// behaviour jest can see. jsdom computes no layout, so a colour, a margin or an emptied rule
// survives every test, and such mutants only lower the score of the code around them. How a
// page looks is checked by the screenshots at both widths and by axe's contrast rule in e2e.
// The same holds for an element's inline `style` attribute. A styled component's `$` props are
// not ignored: they carry state (the chosen option, the last minute), and a test can read the
// computed style they lead to. The mutants are reported as ignored, with the reason, not left
// out silently.
import { PluginKind, declareClassPlugin } from '@stryker-mutator/api/plugin';

/** The functions that turn a template into CSS. */
const CSS_TAGS = new Set(['css', 'keyframes', 'createGlobalStyle']);

/** The name a tag starts from: `styled` in `styled.div`, `styled(Card)` and `styled.a.attrs()`. */
const rootName = (node) => {
  let current = node;
  while (current) {
    if (current.type === 'Identifier') return current.name;
    if (current.type === 'MemberExpression') current = current.object;
    else if (current.type === 'CallExpression') current = current.callee;
    else return undefined;
  }
  return undefined;
};

/** An element's inline CSS: `style={{ marginTop: '0.75rem' }}`. */
export const isInlineStyle = (node) =>
  node.type === 'JSXAttribute' && node.name.type === 'JSXIdentifier' && node.name.name === 'style';

export const isStyleTemplate = (node) => {
  if (node.type !== 'TaggedTemplateExpression') return false;
  const name = rootName(node.tag);
  return name === 'styled' || (node.tag.type === 'Identifier' && CSS_TAGS.has(name));
};

class StyleIgnorer {
  shouldIgnore(path) {
    if (isStyleTemplate(path.node)) {
      return 'CSS in a styled-components template: checked by screenshots and axe, not by jest';
    }
    if (isInlineStyle(path.node)) {
      return 'Inline CSS (a style attribute): checked by screenshots and axe, not by jest';
    }
    return undefined;
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Ignore, 'styles', StyleIgnorer)];
