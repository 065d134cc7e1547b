import { describe, expect, it } from 'vitest';
import { buildCategoryTree, categoryPath, categoryRows, categoryTitle } from './category-tree';

const cat = (name: string, position: number, titles: Record<string, string> = {}) => ({ name, position, titles });

describe('category tree', () => {
  const tree = buildCategoryTree([
    cat('exam_CET4', 2),
    cat('school', 1),
    cat('exam', 0),
    cat('exam_CET4_listening', 0),
    cat('exam_BEC', 1),
    cat('orphan_child', 0),
    cat('school_primary', 0),
  ]);

  it('hangs each name under its longest known prefix, siblings by position', () => {
    expect(tree.map((n) => n.name)).toEqual(['exam', 'orphan_child', 'school']);
    const exam = tree[0]!;
    expect(exam.children.map((n) => n.name)).toEqual(['exam_BEC', 'exam_CET4']);
    expect(exam.children[1]!.children.map((n) => n.name)).toEqual(['exam_CET4_listening']);
    expect(tree[2]!.children.map((n) => n.name)).toEqual(['school_primary']);
  });

  it('finds the path to a category and the chip rows it opens', () => {
    expect(categoryPath(tree, 'exam_CET4_listening').map((n) => n.name)).toEqual(['exam', 'exam_CET4', 'exam_CET4_listening']);
    expect(categoryPath(tree, 'missing')).toEqual([]);
    expect(categoryRows(tree, null).map((r) => r.parent)).toEqual([null]);
    expect(categoryRows(tree, 'exam_CET4').map((r) => r.parent)).toEqual([null, 'exam', 'exam_CET4']);
    expect(categoryRows(tree, 'exam_BEC').map((r) => r.parent)).toEqual([null, 'exam']);
  });

  it('titles in the UI language, else English, else the name', () => {
    expect(categoryTitle(cat('exam', 0, { zh: '考试', en: 'Exams' }), 'zh')).toBe('考试');
    expect(categoryTitle(cat('exam', 0, { en: 'Exams' }), 'ja')).toBe('Exams');
    expect(categoryTitle(cat('exam', 0), 'ja')).toBe('exam');
  });
});
