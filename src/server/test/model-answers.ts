// Model answers used by tests: a complete, plausible appraisal as a model would write it.
export function modelAnswer(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    evidence: ['Stamp "Gien France" under the base', 'Blue and white faience glaze'],
    name: 'Assiette en faïence de Gien',
    category: 'Céramique',
    description: 'Assiette plate en faïence à décor bleu, marque de la manufacture de Gien au revers.',
    period: 'Début XXe siècle',
    style: 'Renaissance',
    origin: 'France',
    condition: 'Bon état, légères traces d’usage',
    author: '',
    manufacturer: 'Faïencerie de Gien',
    brand: 'Gien',
    keyCharacteristics: {
      materials: ['faïence'],
      decorativeStyle: ['décor Renaissance'],
      specificFeatures: ['marque au revers'],
      dimensions: 'environ 24 cm de diamètre',
    },
    possibleOrigin: {
      manufacturer: 'Gien',
      period: '1900-1930',
      location: 'Gien, Loiret',
      productionContext: 'Production de série',
    },
    confidenceScore: 72,
    estimatedValueMin: 30,
    estimatedValueMax: 80,
    currency: 'EUR',
    marketData: {
      sources: [
        {
          name: 'Ventes aux enchères régionales',
          priceRange: '30 € – 90 €',
          description: 'Lots comparables',
        },
      ],
    },
    expertiseReport: {
      keyCharacteristics: {
        materials: ['faïence'],
        decorativeStyle: [],
        specificFeatures: [],
        dimensions: '',
      },
      possibleOrigin: { manufacturer: 'Gien', period: '', location: '', productionContext: '' },
      valuationDetails: {
        baseValue: 50,
        highEndValue: 80,
        marketConditions: 'Marché stable',
        factorsInfluencingPrice: ['état', 'rareté du décor'],
      },
      furtherResearch: {
        recommendations: ['Comparer le tampon'],
        verificationSteps: ['Mesurer le diamètre'],
      },
    },
    searchTerms: ['assiette Gien', 'faïence Gien Renaissance'],
    analysisData: {
      steps: [
        { step: 1, title: 'Observation', description: 'Marque lue au revers' },
        { step: 2, title: 'Estimation', description: 'Comparaison avec les ventes récentes' },
      ],
    },
    regulatedFlags: [],
    ...overrides,
  };
}
