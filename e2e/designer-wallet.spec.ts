import { expect, type Page, test } from "@playwright/test";
import { signInAs } from "./support.ts";

/**
 * profile/payment and profile/profits (decision 0061), as the demo designer: a wrong IBAN is
 * refused with its message (what was typed kept), a right one saved; the wallet shows its figures,
 * chart and ledger; a payout request of 1 to the new account then shows as pending. Each test adds
 * one account named for its language and project, so runs of both projects stay within the
 * 5 accounts a user may keep.
 */
const W = {
  en: {
    paymentTitle: "Payment details",
    bank: "Bank name",
    iban: "IBAN",
    add: "Add account",
    wrongIban: "This IBAN is not valid: please check it for a mistyped character",
    added: "The bank account was added.",
    walletTitle: "Profits and wallet",
    ledger: "Wallet ledger",
    credit: "Delivered order profit",
    amount: "Amount",
    account: "To the bank account",
    request: "Request payout",
    sent: "Your request for EGP 1 was sent",
    pending: "Pending",
  },
  ar: {
    paymentTitle: "بيانات الدفع",
    bank: "اسم البنك",
    iban: "رقم الآيبان (IBAN)",
    add: "إضافة الحساب",
    wrongIban: "رقم الآيبان هذا غير صحيح: يرجى التأكد من عدم وجود حرف أو رقم خاطئ",
    added: "تمت إضافة الحساب البنكي.",
    walletTitle: "الأرباح والمحفظة",
    ledger: "سجل المحفظة",
    credit: "ربح طلب تم توصيله",
    amount: "المبلغ",
    account: "إلى الحساب البنكي",
    request: "اطلب التحويل",
    sent: "أُرسل طلب تحويل 1 ج.م",
    pending: "قيد المراجعة",
  },
} as const;

for (const lang of ["ar", "en"] as const) {
  test(`${lang}: the demo designer adds a bank account, reads the wallet and requests a payout`, async ({
    page,
  }, info) => {
    const w = W[lang];
    const bank = `E2E Bank ${lang} ${info.project.name}`;
    await signInAs(page, info.project.use.baseURL!, "designer@manzil.test");

    await page.goto(`/${lang}-eg/profile/payment`);
    await expect(page.getByRole("heading", { level: 1, name: w.paymentTitle })).toBeVisible();
    await page.getByLabel(w.bank).fill(bank);
    const iban = page.getByLabel(w.iban);
    await iban.fill("EG38 0019 0005 0000 0000 2631 8000 3");
    await page.getByRole("button", { name: w.add }).click();
    await expect(page.getByText(w.wrongIban)).toBeVisible();
    await expect(iban).toHaveValue("EG38 0019 0005 0000 0000 2631 8000 3");
    await expect(page.getByLabel(w.bank)).toHaveValue(bank);
    await iban.fill("EG38 0019 0005 0000 0000 2631 8000 2");
    await page.getByRole("button", { name: w.add }).click();
    await expect(page.getByRole("status").filter({ hasText: w.added })).toBeVisible();
    await expect(page.getByTestId("payment-account").filter({ hasText: bank })).toBeVisible();

    await page.goto(`/${lang}-eg/profile/profits`);
    await expect(page.getByRole("heading", { level: 1, name: w.walletTitle })).toBeVisible();
    await expect(page.getByTestId("wallet-EGP").getByTestId("wallet-available")).toHaveText(/\d/);
    await expect(page.getByTestId("profit-chart")).toBeVisible();
    await expect(page.getByRole("heading", { name: w.ledger })).toBeVisible();
    await expect(page.getByTestId("wallet-ledger").getByText(w.credit).first()).toBeVisible();
    await expect(page.getByTestId("ledger-balance-EGP")).toHaveText(/\d/);

    await page.getByLabel(w.amount, { exact: true }).fill("1");
    const option = page.getByLabel(w.account).locator("option", { hasText: bank });
    await page.getByLabel(w.account).selectOption((await option.getAttribute("value"))!);
    await page.getByRole("button", { name: w.request }).click();
    await expect(page.getByRole("status").filter({ hasText: w.sent })).toBeVisible();
    const mine = page.getByTestId("profit-payout").filter({ hasText: bank });
    await expect(mine.first().getByTestId("payout-status")).toHaveText(w.pending);
  });
}
