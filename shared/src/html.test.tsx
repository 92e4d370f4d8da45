import { render } from '@testing-library/react';
import { SafeHtml, fitHeadings } from './html';

describe('fitHeadings', () => {
  it('moves an editor’s headings under the page outline, keeping their distances', () => {
    expect(fitHeadings('<h3 id="a">Bir</h3><p>x</p><h4>İki</h4>', 2)).toBe(
      '<h2 id="a">Bir</h2><p>x</p><h3>İki</h3>',
    );
    expect(fitHeadings('<h1>Bir</h1><h2>İki</h2>', 3)).toBe('<h3>Bir</h3><h4>İki</h4>');
    expect(fitHeadings('<p>başlıksız</p>', 2)).toBe('<p>başlıksız</p>');
  });

  it('never skips a level below the page heading (SafeHtml defaults to h2)', () => {
    const { container } = render(<SafeHtml html="<h4>Kimler katılmalı?</h4><p>Herkes</p>" />);
    expect(container.querySelector('h2')).toHaveTextContent('Kimler katılmalı?');
    expect(container.querySelector('h4')).toBeNull();
  });
});
