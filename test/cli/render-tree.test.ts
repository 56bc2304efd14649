import { renderTree } from '../../cli/commands/tree';

const node = (id: string, parentId: string | null, preview = '') => ({ id, parentId, type: 'message', preview });

describe('renderTree', () => {
  it('keeps a linear run flat, indents branches, marks the leaf and shows labels', () => {
    const nodes = [
      node('a', null, 'user: hi'),
      node('b', 'a'),
      node('c', 'b', 'user: left'),
      { ...node('d', 'b', 'user: right'), label: 'alt' },
      node('e', 'd'),
      node('orphan', 'missing'),
    ];
    expect(renderTree(nodes, 'e')).toBe(
      [
        '  a message user: hi',
        '  b message',
        '    c message user: left',
        '    d message user: right [alt]',
        '*   e message',
        '  orphan message',
        '',
      ].join('\n'),
    );
  });
});
