import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Checkbox } from './checkbox.tsx';
import { Radio } from './radio.tsx';

describe('Checkbox and Radio', () => {
  it('wrap their box in the label, so a click on the words ticks or picks it', () => {
    const box = renderToStaticMarkup(<Checkbox name="remote" label="Online only" defaultChecked />);
    expect(box).toMatch(
      /^<label class="[^"]+"><input type="checkbox" name="remote" checked=""\/><span>Online only<\/span><\/label>$/,
    );
    const button = renderToStaticMarkup(
      <Radio name="level" value="pg" label="Postgraduate" className="wide" />,
    );
    expect(button).toMatch(
      /^<label class="[^"]+ wide"><input type="radio" name="level" value="pg"\/><span>Postgraduate<\/span><\/label>$/,
    );
  });
});
