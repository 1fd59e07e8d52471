// Help in the visitor's country and language (DESIGN.md section 11), in Chromium against the
// production build. Locally Cloudflare's country is a placeholder, so each test picks its country
// in the chooser, as a visitor abroad would.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs, unique } from './fixtures/people';

const helpBox = (page: Page, title: string) =>
  page.getByRole('complementary', { name: title }).first();

async function chooseCountry(box: Locator, label: string, code: string) {
  await box.getByRole('combobox', { name: label }).selectOption(code);
}

test.describe('a visitor whose browser speaks Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('gets Echo in Japanese and, in Japan, Japanese lines with 119, never a US number', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(
      page.getByRole('heading', { level: 1, name: '本当の気持ちを話そう' }),
    ).toBeVisible();
    const box = helpBox(page, 'いま、誰かと話したいですか？');
    await chooseCountry(box, '国', 'JP');
    await expect(box.getByRole('link', { name: '0120-061-338に電話する' })).toHaveAttribute(
      'href',
      'tel:0120061338',
    );
    await expect(
      box.getByRole('link', { name: 'いま命の危険が迫っているときは、119に電話してください。' }),
    ).toBeVisible();
    await expect(box).not.toContainText('988');
    await expect(box).not.toContainText('741741');
    // The toasts' region is named in Japanese too (sonner's own name is English).
    await expect(page.getByRole('region', { name: /^通知/ })).toHaveCount(1);
    // The choice stays on this device: the next visit starts with Japan.
    await page.reload();
    await expect(
      helpBox(page, 'いま、誰かと話したいですか？').getByRole('combobox', { name: '国' }),
    ).toHaveValue('JP');
  });

  test('the sign-in overlay and the wallet modal speak Japanese too', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation')
      .getByRole('button', { name: /^ウォレット/ })
      .click();
    const overlay = page.getByRole('dialog', { name: 'Echoにログイン' });
    await expect(overlay).toBeVisible();
    await overlay.getByRole('button', { name: 'ウォレットを接続' }).click();
    await expect(page.getByRole('dialog', { name: 'ウォレットを接続' })).toBeVisible();
  });

  test('Community and Rewards speak Japanese; a crisis thought meets Japan’s lines in Japanese, no 988', async ({
    page,
  }) => {
    await page.goto('/rewards');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Echoポイントとランキング' }),
    ).toBeVisible();
    await signInAs(page, 'jp');
    await page.goto('/');
    await chooseCountry(helpBox(page, 'いま、誰かと話したいですか？'), '国', 'JP');
    await page.goto('/thoughts');
    await expect(
      page.getByRole('heading', { level: 1, name: 'つぶやきとコミュニティ' }),
    ).toBeVisible();
    const form = page.getByRole('region', { name: '匿名でつぶやく' });
    await form.getByLabel('あなたのつぶやき').fill(`もう死にたい、毎日がつらすぎる ${unique()}`);
    await form.getByLabel('カテゴリー').selectOption('Health');
    await form.getByRole('button', { name: 'つぶやきを投稿' }).click();
    const box = form.getByRole('complementary', { name: 'いま、誰かと話したいですか？' });
    await expect(box.getByRole('link', { name: '0120-061-338に電話する' })).toBeVisible();
    await expect(box).not.toContainText('988');
  });

  test('/help lists every line of the chosen country at once', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: '相談窓口' })).toBeVisible();
    const box = helpBox(page, 'いま、誰かと話したいですか？');
    await chooseCountry(box, '国', 'JP');
    await expect(box.getByRole('link', { name: '0120-783-556に電話する' })).toBeVisible();
    await expect(box.getByText('チャイルドライン オンラインチャット')).toBeVisible();
    await expect(box.getByRole('button', { name: /ほかの窓口/ })).toHaveCount(0);
  });
});

test.describe('a visitor whose browser speaks Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('gets Echo in Spanish and Spain’s 024 with 112', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const box = helpBox(page, '¿Necesitas hablar con alguien ahora?');
    await chooseCountry(box, 'País', 'ES');
    await expect(box.getByRole('link', { name: 'Llama al 024' })).toHaveAttribute(
      'href',
      'tel:024',
    );
    await expect(box.getByRole('link', { name: /112/ })).toHaveAttribute('href', 'tel:112');
    await expect(box).not.toContainText('988');
  });

  test('a crisis thought meets Spain’s lines in Spanish', async ({ page }) => {
    await signInAs(page, 'es');
    await page.goto('/');
    await chooseCountry(helpBox(page, '¿Necesitas hablar con alguien ahora?'), 'País', 'ES');
    await page.goto('/thoughts');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pensamientos y comunidad' }),
    ).toBeVisible();
    const form = page.getByRole('region', { name: 'Comparte un pensamiento anónimo' });
    await form.getByLabel('Tu pensamiento').fill(`ya no quiero vivir, no aguanto más ${unique()}`);
    await form.getByLabel('Categoría').selectOption('Health');
    await form.getByRole('button', { name: 'Publicar pensamiento' }).click();
    const box = form.getByRole('complementary', { name: '¿Necesitas hablar con alguien ahora?' });
    await expect(box.getByRole('link', { name: 'Llama al 024' })).toBeVisible();
    await expect(box).not.toContainText('988');
  });
});

test('switching to Deutsch translates every screen at once and is remembered', async ({ page }) => {
  await page.goto('/thoughts');
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: 'Hilfe finden' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('combobox', { name: 'Sprache' }).first()).toHaveValue('de');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sag, was dich bewegt' })).toBeVisible();
});

test('on a 375 px phone, Home and /help never scroll sideways, in any of the nine languages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow: string[] = [];
  for (const language of ['en', 'zh', 'vi', 'fr', 'ja', 'id', 'ru', 'es', 'de']) {
    await page.addInitScript((saved) => localStorage.setItem('echo-language', saved), language);
    for (const path of ['/', '/help']) {
      // Home by a full load in the language; /help from there through its link, as a person
      // goes (a second full load per language only cost time).
      if (path === '/') await page.goto(path);
      else await page.locator('a[href="/help"]').first().click();
      await expect(page).toHaveURL(path);
      // The country chooser, whose longest option ("Где я сейчас (Соединенные Штаты Америки)")
      // once widened the page to 410 px.
      const chooser = page.getByRole('complementary').first().getByRole('combobox');
      await expect(chooser).toBeVisible();
      await expect(chooser.locator('option').first()).toHaveText(/\(/);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) overflow.push(`${language} ${path}: ${width}px`);
    }
  }
  expect(overflow).toEqual([]);
});
