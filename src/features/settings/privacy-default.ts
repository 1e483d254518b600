// The Privacy Policy a fresh install publishes, written to Australian Privacy Principles 1 (an open
// policy: what, why, who, how long, access and correction, complaints) and 5 (what a person is told
// when their details are collected). Its placeholders ({firm}, {email}, {retention}…) are filled in on
// the page from the site settings and ENQUIRY_RETENTION_DAYS. It names the CRM hand-off by webhook
// (features/webhooks) as a disclosure the firm chooses to make, in words true whether or not an
// endpoint is set up: the policy is one text. The firm should have it reviewed.
export const DEFAULT_PRIVACY_POLICY = [
  '<h2>About this policy</h2>',
  '<p>{legalName} (“{firm}”, “we”, “us”) handles personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles. This policy explains what we collect through this website, why we collect it, who sees it, how long we keep it, and how you can see, correct or delete it.</p>',
  '<h2>What we collect</h2>',
  '<p>When you send an enquiry through our contact form, we collect your name, e-mail address and message, and, only if you choose to give them, your company name, phone number, how and when you would like us to contact you, and broad details about your business (its size, the mix of its workforce and when you might sell). If you came from our valuation calculator, the figures you entered come with your enquiry. We do not ask for sensitive information such as health details; please leave it out of your message.</p>',
  '<p>With your enquiry we also keep how you found us: the page of this site where your visit began, the website that linked to it, and the campaign tags in that link. This website sets no cookies for visitors and loads no advertising or third-party scripts; it counts visits to its pages only as daily totals that identify no one. It does not keep your network address: to stop abuse of the contact form, it holds a scrambled form of that address for a short time only.</p>',
  '<p>If you subscribe to our newsletter, we keep your e-mail address, your name if you give it, when and on which page you asked, the words of the form you used, and when you confirmed through the link we e-mailed you: the Spam Act 2003 asks us to be able to show you agreed. When you unsubscribe we record when and how, and we note when a mail server refuses your address. We keep no IP address or browser details with it. We use your address only to send the newsletter (one e-mail when we publish a new insight), and every one has a one-click unsubscribe. We keep this record while you are subscribed and afterwards as proof of your consent and of your unsubscribe, and delete it for good when you ask us to.</p>',
  '<h2>Why we collect it</h2>',
  '<p>We use your details to reply to your enquiry and, if you ask us to, to talk with you about our advisory services. If you do not give us your name, e-mail address and message, we cannot reply. You are welcome to call us without giving your name.</p>',
  '<h2>Who sees it</h2>',
  '<p>Only the people at {firm} who deal with enquiries see your details. The companies that host this website and deliver its e-mail hold them on our behalf and may not use them for anything else. We do not sell, rent or trade personal information, and we do not add you to a mailing list.</p>',
  '<p>If {firm} connects a customer relationship management (CRM) system or an automation service (such as HubSpot, Zapier or Make) to this website, the details of your enquiry, how you found us and your answers are passed to it over an encrypted connection when we receive them, so that we can follow your enquiry up there. That service holds them on our behalf and may keep them outside Australia; we choose one that protects them as the Australian Privacy Principles require. Deleting your enquiry here does not delete the copy there: ask us, and we will delete both.</p>',
  '<h2>How long we keep it</h2>',
  '<p>We keep your enquiry {retention}. When we delete an enquiry, it and the e-mails about it are erased for good within 30 days.</p>',
  '<h2>Seeing, correcting or deleting your information</h2>',
  '<p>You can ask us what information we hold about you, ask us to correct it, or ask us to delete it, by e-mailing <a href="mailto:{email}">{email}</a> or calling {phone}. We will reply within 30 days.</p>',
  '<h2>Complaints</h2>',
  '<p>If you think we have mishandled your personal information, please tell us first at <a href="mailto:{email}">{email}</a>. If you are not satisfied with our reply, you can complain to the Office of the Australian Information Commissioner at <a href="https://www.oaic.gov.au">www.oaic.gov.au</a> or on 1300 363 992.</p>',
  '<h2>Contact us</h2>',
  '<p>{legalName}, {address}. E-mail <a href="mailto:{email}">{email}</a> or call {phone}.</p>',
].join('\n');
