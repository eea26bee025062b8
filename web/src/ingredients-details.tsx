import { type IngredientReport, ingredientState } from '@tlp/core';
import { rich, words } from './i18n/index.js';
import { INGREDIENT_WORDS, type IngredientWords } from './i18n/ingredient-words.js';

function Ingredient({ ingredient, w }: { ingredient: IngredientReport; w: IngredientWords }) {
  const state = ingredientState(ingredient);
  const relationship = ingredient.relationship;
  return (
    <li data-state={state}>
      <bdi class="ingredient-title">{ingredient.title ?? w.untitled}</bdi>
      {relationship && (
        <>
          {' · '}
          {w.relationships[relationship] ?? ''} <code>{relationship}</code>
        </>
      )}
      <br />
      <span class={state === 'failsNow' ? 'no' : state === 'checksOut' ? 'yes' : 'muted'}>
        {rich(w[state], { codes: <code dir="ltr">{ingredient.failures.join(', ')}</code> })}
      </span>
    </li>
  );
}

/**
 * The ingredients of a file's manifest (`manifest.ingredients`), a part of its details, never its verdict:
 * each one's title, relationship and whether its own credentials checked out. A chunk of its own, loaded
 * only for a manifest that has ingredients (see `manifest-details.tsx`).
 */
export function IngredientsDetails({ ingredients }: { ingredients: IngredientReport[] }) {
  const w = INGREDIENT_WORDS[words.lang];
  return (
    <>
      <dt>{w.heading}</dt>
      <dd>
        <ul class="plain licenses ingredients">
          {ingredients.map((ingredient, i) => (
            <Ingredient key={i} ingredient={ingredient} w={w} />
          ))}
        </ul>
        <span class="muted">{w.note}</span>
      </dd>
    </>
  );
}
