// The sample team member a fresh install shows on the About page.

export const seedTeamMembers = [
  {
    id: 'david-calder',
    name: 'David Calder',
    role: 'Executive Director',
    bio: [
      '- Chartered accountant (CA ANZ) with more than 30 years’ experience in corporate finance and M&A',
      '- Has advised on the sale and purchase of recruitment, labour hire and staffing businesses across Australia',
      '- Former partner in the transaction services practice of a national accounting firm',
      '- Works personally with every owner from the first confidential conversation to completion',
    ].join('\n'),
    imageUrl: null,
    displayOrder: 1,
  },
];
