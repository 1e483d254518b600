// /privacy-policy: the Privacy Policy as staff saved it in Site Settings, with the firm's current
// details and the enquiry retention rule filled in. Cached like every public page; a save clears it.
import { PRIVACY_POLICY_PATH } from '../public-shell/navigation.ts';
import { type PublicPageContext, publicPage } from '../public-shell/public-page.server.ts';
import { breadcrumbJsonLd } from '../public-shell/seo.ts';
import { renderPrivacyPolicy } from '../settings/privacy.server.ts';

export async function loadPrivacyPolicyPage(astro: PublicPageContext) {
  const { siteSettings, config } = astro.locals.services;
  const [company, policy] = await Promise.all([siteSettings.current(), siteSettings.privacyPolicy()]);
  return publicPage(astro, {
    meta: {
      title: 'Privacy Policy',
      description: `How ${company.name} collects, uses, keeps and protects the personal information you send through this website, and how to see, correct or delete it.`,
      keywords: ['privacy policy', 'Australian Privacy Principles', 'personal information'],
      path: PRIVACY_POLICY_PATH,
      jsonLd: [breadcrumbJsonLd(config.siteUrl, [{ name: 'Privacy Policy', path: PRIVACY_POLICY_PATH }])],
    },
    props: {
      html: renderPrivacyPolicy(policy.settings.body, company, config.enquiryRetentionDays),
      updatedAt: policy.updatedAt,
    },
  });
}
