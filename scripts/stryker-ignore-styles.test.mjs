import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseExpression } from '@babel/parser';
import { isInlineStyle, isStyleTemplate } from './stryker-ignore-styles.mjs';

const parse = (code) => parseExpression(code, { plugins: ['typescript', 'jsx'] });

test('ignores the CSS of styled-components, whatever form the tag takes', () => {
  for (const code of [
    'styled.div`color: red;`',
    'styled(Card)`padding: 0;`',
    'styled.div<{ $urgent: boolean }>`color: ${({ $urgent }) => ($urgent ? "red" : "blue")};`',
    'styled.a.attrs({ role: "button" })`margin: 0;`',
    'css`display: none;`',
    'keyframes`from { opacity: 0; }`',
    'createGlobalStyle`body { margin: 0; }`',
  ]) {
    assert.equal(isStyleTemplate(parse(code)), true, code);
  }
});

test('keeps every other template and call, whose mutants are behaviour', () => {
  for (const code of [
    '`question-${userExamId}`',
    't`text`',
    'styles.get(`a`)',
    'html`<p></p>`',
    'styled.div',
    'css.call(null)',
    'theme.css`x`',
  ]) {
    assert.equal(isStyleTemplate(parse(code)), false, code);
  }
});

/** The attributes of the first element in `code`. */
const attributes = (code) => parse(code).openingElement.attributes;

test('ignores inline CSS, and keeps the props that carry state', () => {
  const [style, checked, label] = attributes(
    '<Option style={{ marginTop: "0.75rem" }} $checked={method === 0} aria-label={t("x")} />',
  );
  assert.equal(isInlineStyle(style), true);
  assert.equal(isInlineStyle(checked), false);
  assert.equal(isInlineStyle(label), false);
  assert.equal(isInlineStyle(parse('style')), false);
});
