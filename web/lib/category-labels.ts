import type { Category } from '../../schema/constants';
import type { MessageId } from '../i18n/message-ids';
import type { Translate } from '../i18n/react';

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
  Anxiety: 'thoughts.categoryDescription.anxiety',
  'Self-doubt': 'thoughts.categoryDescription.selfDoubt',
  Relationships: 'thoughts.categoryDescription.relationships',
  Work: 'thoughts.categoryDescription.work',
  Health: 'thoughts.categoryDescription.health',
  Family: 'thoughts.categoryDescription.family',
  'Random Thoughts': 'thoughts.categoryDescription.randomThoughts',
  'Shower Thoughts': 'thoughts.categoryDescription.showerThoughts',
  'Dark Humor': 'thoughts.categoryDescription.darkHumor',
  'Pop Culture': 'thoughts.categoryDescription.popCulture',
  'Food Thoughts': 'thoughts.categoryDescription.foodThoughts',
  Gaming: 'thoughts.categoryDescription.gaming',
};

export function categoryName(t: Translate, category: Category): string {
  return t(NAMES[category]);
}

/** For the Community screen only: the descriptions are in its namespace, not the shell's. */
export function categoryDescription(t: Translate, category: Category): string {
  return t(DESCRIPTIONS[category]);
}
