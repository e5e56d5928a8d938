/**
 * Leaf codes (Unterklassen, `NN.NN.N`) of the German industry classification WZ 2025, which
 * follows NACE Rev. 2.1. Each entry carries the words companies of that trade typically put in
 * their names, and a weight for how common the trade is among registered companies.
 */
export interface IndustryCode {
  code: string
  de: string
  en: string
  /** Words used in company names of this trade. */
  words: readonly string[]
  weight: number
  /** Which legal-form family typically carries it (e.V. codes are only drawn for associations). */
  kind?: 'association' | 'cooperative'
}

export const WZ2025: readonly IndustryCode[] = [
  { code: '01.11.0', de: 'Anbau von Getreide (ohne Reis), Hülsenfrüchten und Ölsaaten', en: 'Growing of cereals, leguminous crops and oil seeds', words: ['Agrar', 'Landwirtschaft', 'Hofgut'], weight: 2 },
  { code: '01.13.0', de: 'Anbau von Gemüse und Melonen sowie Wurzeln und Knollen', en: 'Growing of vegetables and melons, roots and tubers', words: ['Gemüsebau', 'Gärtnerei', 'Biohof'], weight: 1 },
  { code: '01.41.0', de: 'Haltung von Milchkühen', en: 'Raising of dairy cattle', words: ['Milchhof', 'Agrar'], weight: 1 },
  { code: '10.11.0', de: 'Schlachten (ohne Schlachten von Geflügel)', en: 'Processing and preserving of meat', words: ['Fleischwaren', 'Metzgerei', 'Schlachthof'], weight: 1 },
  { code: '10.71.0', de: 'Herstellung von Backwaren (ohne Dauerbackwaren)', en: 'Manufacture of bread; manufacture of fresh pastry goods and cakes', words: ['Bäckerei', 'Backstube', 'Backhaus', 'Brotmanufaktur'], weight: 4 },
  { code: '11.05.0', de: 'Herstellung von Bier', en: 'Manufacture of beer', words: ['Brauerei', 'Brauhaus', 'Bräu'], weight: 1 },
  { code: '16.10.0', de: 'Säge-, Hobel- und Holzimprägnierwerke', en: 'Sawmilling and planing of wood', words: ['Sägewerk', 'Holzwerk', 'Holz'], weight: 1 },
  { code: '20.14.0', de: 'Herstellung von sonstigen organischen Grundstoffen und Chemikalien', en: 'Manufacture of other organic basic chemicals', words: ['Chemie', 'Chemiewerk', 'Chemicals'], weight: 1 },
  { code: '22.29.0', de: 'Herstellung von sonstigen Kunststoffwaren', en: 'Manufacture of other plastic products', words: ['Kunststofftechnik', 'Kunststoffwerk', 'Plastics'], weight: 2 },
  { code: '25.11.0', de: 'Herstellung von Metallkonstruktionen', en: 'Manufacture of metal structures and parts of structures', words: ['Metallbau', 'Stahlbau', 'Schlosserei'], weight: 3 },
  { code: '25.62.0', de: 'Maschinenbearbeitung', en: 'Machining', words: ['Zerspanungstechnik', 'Präzisionsteile', 'CNC-Technik'], weight: 2 },
  { code: '26.11.0', de: 'Herstellung von elektronischen Bauelementen', en: 'Manufacture of electronic components', words: ['Elektronik', 'Electronics', 'Halbleiter'], weight: 1 },
  { code: '27.11.0', de: 'Herstellung von Elektromotoren, Generatoren und Transformatoren', en: 'Manufacture of electric motors, generators and transformers', words: ['Antriebstechnik', 'Elektromotoren', 'Transformatorenbau'], weight: 1 },
  { code: '28.22.0', de: 'Herstellung von Hebezeugen und Fördermitteln', en: 'Manufacture of lifting and handling equipment', words: ['Fördertechnik', 'Krantechnik', 'Hebetechnik'], weight: 1 },
  { code: '28.41.0', de: 'Herstellung von Werkzeugmaschinen für die Metallbearbeitung', en: 'Manufacture of metal forming machinery and machine tools for metal work', words: ['Maschinenbau', 'Werkzeugmaschinen'], weight: 2 },
  { code: '29.10.0', de: 'Herstellung von Kraftwagen und Kraftwagenmotoren', en: 'Manufacture of motor vehicles', words: ['Fahrzeugbau', 'Automobilwerk'], weight: 0.3 },
  { code: '29.32.0', de: 'Herstellung von sonstigen Teilen und sonstigem Zubehör für Kraftwagen', en: 'Manufacture of other parts and accessories for motor vehicles', words: ['Automotive', 'Fahrzeugteile', 'Zulieferer'], weight: 1 },
  { code: '31.01.0', de: 'Herstellung von Büro- und Ladenmöbeln', en: 'Manufacture of office and shop furniture', words: ['Möbelwerkstätten', 'Ladenbau', 'Büromöbel'], weight: 1 },
  { code: '33.12.0', de: 'Reparatur von Maschinen', en: 'Repair of machinery', words: ['Maschinenservice', 'Industrieservice'], weight: 1 },
  { code: '35.11.0', de: 'Elektrizitätserzeugung aus nicht erneuerbaren Energiequellen', en: 'Production of electricity from non-renewable sources', words: ['Kraftwerk', 'Energieversorgung', 'Stadtwerke'], weight: 0.5 },
  { code: '35.12.0', de: 'Elektrizitätserzeugung aus erneuerbaren Energiequellen', en: 'Production of electricity from renewable sources', words: ['Solarpark', 'Windpark', 'Bürgerenergie', 'Solar'], weight: 3 },
  { code: '36.00.0', de: 'Wasserversorgung', en: 'Water collection, treatment and supply', words: ['Wasserversorgung', 'Wasserwerke'], weight: 0.3 },
  { code: '38.11.0', de: 'Sammlung nicht gefährlicher Abfälle', en: 'Collection of non-hazardous waste', words: ['Entsorgung', 'Recycling', 'Umweltdienste'], weight: 1 },
  { code: '41.00.0', de: 'Bau von Gebäuden', en: 'Construction of residential and non-residential buildings', words: ['Bau', 'Bauunternehmung', 'Hochbau', 'Wohnbau'], weight: 6 },
  { code: '42.11.0', de: 'Bau von Straßen', en: 'Construction of roads and motorways', words: ['Straßenbau', 'Tiefbau'], weight: 2 },
  { code: '43.21.0', de: 'Elektroinstallation', en: 'Electrical installation', words: ['Elektrotechnik', 'Elektro', 'Elektroinstallation'], weight: 4 },
  { code: '43.22.0', de: 'Gas-, Wasser-, Heizungs- sowie Lüftungs- und Klimainstallation', en: 'Plumbing, heat and air-conditioning installation', words: ['Haustechnik', 'Sanitär', 'Heizungsbau', 'Klimatechnik'], weight: 4 },
  { code: '43.34.0', de: 'Maler- und Glasergewerbe', en: 'Painting and glazing', words: ['Malerbetrieb', 'Malerwerkstätten', 'Glaserei'], weight: 3 },
  { code: '43.91.0', de: 'Dachdeckerei', en: 'Roofing activities', words: ['Dachdeckerei', 'Bedachungen', 'Dachbau'], weight: 2 },
  { code: '46.46.0', de: 'Großhandel mit pharmazeutischen, medizinischen und orthopädischen Erzeugnissen', en: 'Wholesale of pharmaceutical goods', words: ['Pharmahandel', 'Medizintechnik', 'Medical'], weight: 1 },
  { code: '46.90.0', de: 'Großhandel ohne ausgeprägten Schwerpunkt', en: 'Non-specialised wholesale trade', words: ['Handelsgesellschaft', 'Großhandel', 'Trading', 'Import Export'], weight: 5 },
  { code: '47.11.0', de: 'Einzelhandel mit Waren verschiedener Art, Hauptrichtung Nahrungs- und Genussmittel', en: 'Non-specialised retail sale of predominantly food', words: ['Lebensmittelmarkt', 'Frischemarkt', 'Markt'], weight: 2 },
  { code: '47.73.0', de: 'Apotheken', en: 'Retail sale of pharmaceutical products', words: ['Apotheke', 'Stadt-Apotheke'], weight: 1 },
  { code: '49.41.0', de: 'Güterbeförderung im Straßenverkehr', en: 'Freight transport by road', words: ['Spedition', 'Logistik', 'Transporte'], weight: 4 },
  { code: '52.10.0', de: 'Lagerei', en: 'Warehousing and storage', words: ['Lagerlogistik', 'Logistikzentrum', 'Lagerhaus'], weight: 1 },
  { code: '55.10.0', de: 'Hotels, Gasthöfe und Pensionen', en: 'Hotels and similar accommodation', words: ['Hotel', 'Gasthof', 'Hotelbetriebs'], weight: 2 },
  { code: '56.11.0', de: 'Restaurants mit herkömmlicher Bedienung', en: 'Restaurant activities', words: ['Gastronomie', 'Restaurant', 'Wirtshaus'], weight: 3 },
  { code: '56.30.0', de: 'Ausschank von Getränken', en: 'Beverage serving activities', words: ['Bar', 'Café', 'Kneipe'], weight: 1 },
  { code: '58.11.0', de: 'Verlegen von Büchern', en: 'Book publishing', words: ['Verlag', 'Verlagshaus', 'Buchverlag'], weight: 1 },
  { code: '58.29.0', de: 'Verlegen von sonstiger Software', en: 'Other software publishing', words: ['Software', 'Softwarehaus', 'Apps'], weight: 2 },
  { code: '62.10.0', de: 'Programmierungstätigkeiten', en: 'Computer programming activities', words: ['Software', 'IT-Solutions', 'Digital', 'Systems', 'Tech'], weight: 6 },
  { code: '62.20.0', de: 'Erbringung von Beratungsleistungen auf dem Gebiet der Informationstechnologie', en: 'Computer consultancy and computer facilities management activities', words: ['IT-Consulting', 'IT-Service', 'Datentechnik'], weight: 4 },
  { code: '63.10.0', de: 'Datenverarbeitung, Hosting und damit verbundene Tätigkeiten', en: 'Computing infrastructure, data processing, hosting and related activities', words: ['Rechenzentrum', 'Cloud', 'Hosting'], weight: 1 },
  { code: '64.19.0', de: 'Kreditinstitute (ohne Spezialkreditinstitute)', en: 'Other monetary intermediation', words: ['Bank', 'Sparkasse', 'Volksbank'], weight: 0.3 },
  { code: '64.21.0', de: 'Beteiligungsgesellschaften', en: 'Activities of holding companies', words: ['Holding', 'Beteiligungs', 'Beteiligungen', 'Vermögensverwaltung'], weight: 4 },
  { code: '66.22.0', de: 'Tätigkeit von Versicherungsmaklerinnen und -maklern', en: 'Activities of insurance agents and brokers', words: ['Versicherungsmakler', 'Assekuranz', 'Finanzservice'], weight: 2 },
  { code: '68.20.0', de: 'Vermietung, Verpachtung von eigenen oder geleasten Grundstücken, Gebäuden und Wohnungen', en: 'Rental and operating of own or leased real estate', words: ['Immobilien', 'Grundbesitz', 'Wohnbau', 'Objektgesellschaft'], weight: 8 },
  { code: '68.31.0', de: 'Vermittlung von Grundstücken, Gebäuden und Wohnungen für Dritte', en: 'Intermediation service activities for real estate activities', words: ['Immobilienmakler', 'Immobilien', 'Real Estate'], weight: 2 },
  { code: '69.10.0', de: 'Rechtsberatung', en: 'Legal activities', words: ['Rechtsanwälte', 'Rechtsanwaltsgesellschaft', 'Kanzlei'], weight: 2 },
  { code: '69.20.0', de: 'Wirtschaftsprüfung und Steuerberatung; Buchführung', en: 'Accounting, bookkeeping and auditing activities; tax consultancy', words: ['Steuerberatung', 'Steuerberatungsgesellschaft', 'Treuhand', 'Wirtschaftsprüfung'], weight: 3 },
  { code: '70.20.0', de: 'Unternehmensberatung', en: 'Business and other management consultancy activities', words: ['Consulting', 'Unternehmensberatung', 'Management', 'Partners'], weight: 6 },
  { code: '71.11.0', de: 'Architekturbüros', en: 'Architectural activities', words: ['Architekten', 'Architektur', 'Planungsbüro'], weight: 2 },
  { code: '71.12.0', de: 'Ingenieurbüros', en: 'Engineering activities and related technical consultancy', words: ['Ingenieurbüro', 'Engineering', 'Ingenieurgesellschaft'], weight: 3 },
  { code: '72.10.0', de: 'Forschung und Entwicklung im Bereich Natur-, Ingenieur-, Agrarwissenschaften und Medizin', en: 'Research and experimental development on natural sciences and engineering', words: ['Biotech', 'Research', 'Labor', 'Innovations'], weight: 1 },
  { code: '73.11.0', de: 'Werbeagenturen', en: 'Advertising agencies', words: ['Werbeagentur', 'Media', 'Kommunikation', 'Marketing'], weight: 3 },
  { code: '74.11.0', de: 'Industrie-, Produkt- und Modedesign', en: 'Industrial product and fashion design activities', words: ['Design', 'Designstudio'], weight: 1 },
  { code: '77.11.0', de: 'Vermietung von Kraftwagen mit einem Gesamtgewicht von 3,5 t oder weniger', en: 'Rental and leasing of cars and light motor vehicles', words: ['Autovermietung', 'Mobility', 'Leasing'], weight: 1 },
  { code: '78.20.0', de: 'Befristete Überlassung von Arbeitskräften', en: 'Temporary employment agency activities', words: ['Personalservice', 'Zeitarbeit', 'Personaldienstleistungen'], weight: 2 },
  { code: '81.21.0', de: 'Allgemeine Gebäudereinigung', en: 'General cleaning of buildings', words: ['Gebäudereinigung', 'Gebäudeservice', 'Facility Services'], weight: 2 },
  { code: '82.10.0', de: 'Sekretariats- und Schreibdienste, Copy-Shops', en: 'Office administrative and support activities', words: ['Büroservice', 'Office Services'], weight: 1 },
  { code: '85.59.0', de: 'Sonstiger Unterricht a. n. g.', en: 'Other education n.e.c.', words: ['Akademie', 'Bildungszentrum', 'Sprachschule', 'Fahrschule'], weight: 2 },
  { code: '86.21.0', de: 'Arztpraxen für Allgemeinmedizin', en: 'General medical practice activities', words: ['Praxis', 'MVZ', 'Gesundheitszentrum'], weight: 1 },
  { code: '86.23.0', de: 'Zahnarztpraxen', en: 'Dental practice activities', words: ['Zahnärzte', 'Zahnzentrum', 'Dental'], weight: 1 },
  { code: '87.10.0', de: 'Pflegeheime', en: 'Residential nursing care activities', words: ['Pflegeheim', 'Seniorenresidenz', 'Pflegedienst'], weight: 1.5 },
  { code: '93.13.0', de: 'Fitnesszentren', en: 'Fitness facilities', words: ['Fitness', 'Sportstudio'], weight: 1 },
  { code: '96.21.0', de: 'Friseurgewerbe', en: 'Hairdressing and barber activities', words: ['Friseur', 'Haarstudio', 'Salon'], weight: 1 },
  { code: '93.12.0', de: 'Sportvereine', en: 'Activities of sports clubs', words: ['Sportverein', 'Turnverein', 'TSV', 'SV', 'FC'], weight: 3, kind: 'association' },
  { code: '94.99.0', de: 'Sonstige Interessenvertretungen und Vereinigungen a. n. g.', en: 'Activities of other membership organisations n.e.c.', words: ['Förderverein', 'Heimatverein', 'Kulturverein', 'Bürgerverein'], weight: 3, kind: 'association' },
  { code: '64.19.1', de: 'Kreditgenossenschaften', en: 'Cooperative banks', words: ['Volksbank', 'Raiffeisenbank'], weight: 1, kind: 'cooperative' },
  { code: '68.20.1', de: 'Wohnungsgenossenschaften', en: 'Housing cooperatives', words: ['Wohnungsbaugenossenschaft', 'Baugenossenschaft'], weight: 1, kind: 'cooperative' },
]

export const INDUSTRY_BY_CODE = new Map(WZ2025.map((industry) => [industry.code, industry]))
export const HOLDING_CODE = '64.21.0'
