// /api/admin/insights/:id/newsletter: the e-mail the insight makes and its campaigns (GET), send it now or at a time (POST); rules in features/newsletter.
export {
  newsletterOfInsight as GET,
  sendInsightAsNewsletter as POST,
} from '#src/features/newsletter/campaign-endpoints.server.ts';
