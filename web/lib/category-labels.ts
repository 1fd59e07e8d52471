import type { Category } from '../../schema/constants';
import type { MessageId } from '../i18n/message-ids';
import type { Translate } from '../i18n/use-t';

// The API keeps English category ids; people read them in their own language.
const NAMES: Record<Category, MessageId> = {
  Anxiety: 'common.category.anxiety',
  'Self-doubt': 'common.category.selfDoubt',
  Relationships: 'common.category.relationships',
  Work: 'common.category.work',
  Health: 'common.category.health',
  Family: 'common.category.family',
  'Random Thoughts': 'common.category.randomThoughts',
  'Shower Thoughts': 'common.category.showerThoughts',
  'Dark Humor': 'common.category.darkHumor',
  'Pop Culture': 'common.category.popCulture',
  'Food Thoughts': 'common.category.foodThoughts',
  Gaming: 'common.category.gaming',
};

const DESCRIPTIONS: Record<Category, MessageId> = {
  Anxiety: 'common.categoryDescription.anxiety',
  'Self-doubt': 'common.categoryDescription.selfDoubt',
  Relationships: 'common.categoryDescription.relationships',
  Work: 'common.categoryDescription.work',
  Health: 'common.categoryDescription.health',
  Family: 'common.categoryDescription.family',
  'Random Thoughts': 'common.categoryDescription.randomThoughts',
  'Shower Thoughts': 'common.categoryDescription.showerThoughts',
  'Dark Humor': 'common.categoryDescription.darkHumor',
  'Pop Culture': 'common.categoryDescription.popCulture',
  'Food Thoughts': 'common.categoryDescription.foodThoughts',
  Gaming: 'common.categoryDescription.gaming',
};

export function categoryName(t: Translate, category: Category): string {
  return t(NAMES[category]);
}

export function categoryDescription(t: Translate, category: Category): string {
  return t(DESCRIPTIONS[category]);
}
