import type { Translation } from "../../../lib/text-path";
import type { robotTemplateSectionsEn } from "./home-sections.en";

export const robotTemplateSectionsFr: Translation<typeof robotTemplateSectionsEn> = {
  solutions: {
    eyebrow: "Solutions",
    title: "Ce que nous automatisons",
    intro:
      "De l'atelier jusqu'au niveau le plus profond, nous choisissons la machine adaptée, la relions aux systèmes que vous utilisez déjà et formons vos équipes.",
    items: [
      {
        title: "Cellules de soudage robotisées",
        text: "Des soudures constantes sur les revêtements, les godets et l'acier de structure, avec positionneurs et captage des fumées à la taille de votre atelier.",
      },
      {
        title: "Palettisation et emballage",
        text: "Réactifs en sacs, barils et caisses empilés selon le plan, avec rideaux lumineux et une cellule clôturée qui passe l'inspection.",
      },
      {
        title: "Autonomie souterraine",
        text: "Des véhicules d'inspection et du roulage téléguidé qui retournent dans un front après le sautage, avant tout le monde.",
      },
      {
        title: "Intégration API et SCADA",
        text: "Les nouvelles cellules parlent à la salle de contrôle\u00a0: alarmes, comptes et arrêts sur les écrans que vos opérateurs surveillent déjà.",
      },
      {
        title: "Vision artificielle",
        text: "Des caméras qui classent le minerai sur la courroie, lisent les étiquettes et repèrent un convoyeur déchiré avant l'arrêt.",
      },
      {
        title: "Service et mises à niveau",
        text: "Des pièces à Sudbury, un technicien en route en moins de quatre heures et une seconde vie pour les robots plus anciens.",
      },
    ],
  },
  showcase: {
    eyebrow: "Cellule vedette",
    title: "Cellule de palettisation NS-P180",
    intro:
      "Notre cellule la plus commandée\u00a0: un bras, deux postes de palettes et une clôture qui ne s'ouvre que lorsque le robot est à l'arrêt. Elle arrive testée sur patin et produit en moins d'une semaine.",
    artAlt:
      "La cellule NS-P180\u00a0: un bras robotique jaune qui empile des sacs sur une palette à côté d'un convoyeur d'alimentation, dans une clôture grillagée avec des poteaux de rideau lumineux",
    specsLabel: "Caractéristiques",
    specs: [
      { label: "Charge utile", value: "180\u00a0kg" },
      { label: "Cadence", value: "22 caisses/min" },
      { label: "Encombrement", value: "5,2 × 4,6\u00a0m" },
      { label: "Changement de format", value: "10\u00a0min max." },
    ],
    points: [
      "Fonctionne à −30\u00a0°C dans un entrepôt non chauffé",
      "Plans de palettes réglés à l'écran tactile, sans programmeur",
      "Soutien à distance par le réseau de votre propre usine",
    ],
  },
  cases: {
    eyebrow: "Réalisations",
    title: "Au travail partout dans le Nord",
    intro:
      "Trois projets récents, d'une mine de nickel à 1\u00a0600 mètres sous terre jusqu'à un atelier de fabrication au bord du lac Témiscamingue.",
    items: [
      {
        client: "Mine Onaping Ridge",
        place: "Grand Sudbury",
        title: "Un véhicule entre après le sautage",
        text: "Un véhicule autonome inspecte désormais les fronts fraîchement sautés pour repérer roches instables et gaz pendant que la ventilation fait son œuvre\u00a0: les équipes y retournent avec une carte plutôt qu'une supposition.",
        artAlt:
          "Un véhicule d'inspection avec mât lidar et phares dans une galerie souterraine garnie de boulons d'ancrage",
        figures: [
          { value: "38\u00a0%", label: "d'attente en moins avant le retour" },
          { value: "4,2\u00a0km", label: "de galeries patrouillées par quart" },
        ],
      },
      {
        client: "Temiskaming Steel Works",
        place: "New Liskeard",
        title: "Deux cellules de soudage, un quart de nuit",
        text: "Deux cellules de soudage robotisées ont pris en charge les joints répétitifs des godets de chargeuse, et les soudeurs de l'atelier se consacrent au travail sur mesure que les clients paient plus cher.",
        artAlt:
          "Un bras robotique qui soude un godet tenu par un positionneur rotatif, des étincelles éclairant la cellule",
        figures: [
          { value: "+62\u00a0%", label: "de cadence de soudage" },
          { value: "7 → 1,5\u00a0%", label: "taux de reprise" },
        ],
      },
      {
        client: "Concentrateur Mattagami",
        place: "Timmins",
        title: "Des caméras qui surveillent la courroie",
        text: "Un portique de vision au-dessus du convoyeur principal repère les blocs hors calibre et les dommages à la courroie, et déclenche l'alarme sur les écrans SCADA que la salle de contrôle utilise déjà.",
        artAlt:
          "Un portique à caméra avec deux projecteurs au-dessus d'une courroie transportant du minerai concassé",
        figures: [
          { value: "11", label: "arrêts évités au premier trimestre" },
          { value: "24/7", label: "surveillance de la courroie" },
        ],
      },
    ],
  },
  safety: {
    eyebrow: "Sécurité et normes",
    title: "Conçu selon les normes que vos inspecteurs vérifient",
    intro:
      "Chaque cellule commence par une appréciation des risques écrite et se termine par une approbation que votre comité de santé et sécurité peut lire. Voici les normes selon lesquelles nous concevons et documentons.",
    items: [
      {
        code: "CSA Z434",
        title: "Sécurité des robots industriels",
        text: "Protecteurs, distances de sécurité et modes collaboratifs, selon la norme canadienne.",
      },
      {
        code: "ISO 10218",
        title: "Robots et systèmes robotiques",
        text: "La norme internationale qui guide l'implantation, l'intégration et la vérification de chaque cellule.",
      },
      {
        code: "ISO 12100",
        title: "Appréciation du risque",
        text: "Chaque danger recensé, évalué et réduit, et partagé avec vous avant toute construction.",
      },
      {
        code: "Règl. de l'Ont. 854",
        title: "Mines et installations minières de l'Ontario",
        text: "L'équipement souterrain planifié selon le règlement provincial sur les mines, avec les règles propres à votre site en plus.",
      },
    ],
    note: "Les équipements sous pression de nos cellules sont enregistrés auprès de la TSSA lorsque c'est requis, et nos panneaux sont construits selon la CSA C22.2 pour l'approbation sur place.",
  },
  roadmap: {
    eyebrow: "Feuille de route",
    title: "Ce que fait ce site, et ce qui s'en vient",
    intro:
      "Le site est un véritable outil pour l'équipe des ventes. Voici ce qu'il offre déjà, et ce qui est prévu pour la prochaine version.",
    summary: "{done} sur {total} déjà sur le site",
    status: { done: "Sur le site", next: "Prochaine version" },
    items: [
      {
        title: "Anglais et français",
        text: "Chaque page dans les deux langues, avec les chiffres écrits comme chaque lecteur s'y attend.",
      },
      {
        title: "Liens de section fluides",
        text: "Les liens de l'en-tête glissent jusqu'à chaque section et s'arrêtent sous la barre\u00a0; instantané si les animations sont réduites.",
      },
      {
        title: "Apparition au défilement",
        text: "Les sections apparaissent en douceur à l'écran et restent simplement en place quand les animations sont réduites.",
      },
      {
        title: "Accessible sur tous les écrans",
        text: "Une colonne sur téléphone, une grille sur ordinateur\u00a0; repères, étiquettes et contraste AA partout.",
      },
      {
        title: "Vitrine de cellule et réalisations",
        text: "Un système vedette avec ses caractéristiques, et des projets racontés avec leurs résultats.",
      },
      {
        title: "Formulaire de contact",
        text: "Nom, courriel, entreprise et message, avec des messages clairs quand il manque quelque chose.",
      },
      {
        title: "Comparaison des caractéristiques",
        text: "Les cellules côte à côte dans un tableau qui reste lisible sur un petit écran.",
      },
      {
        title: "Portail de service",
        text: "Les clients ouvrent un appel de service et suivent la visite du technicien en ligne.",
      },
    ],
  },
  careers: {
    eyebrow: "Carrières",
    title: "Bâtir des robots sans quitter le Nord",
    intro:
      "Nous embauchons à Sudbury et à Timmins, formons en poste et payons vos certifications. Le travail par quarts est rare\u00a0; les visites de site, non.",
    roles: [
      {
        title: "Technicien ou technicienne en automatisation (API)",
        place: "Sudbury · Temps plein",
      },
      {
        title: "Technicien ou technicienne de service en robotique",
        place: "Timmins · Temps plein, déplacements",
      },
      { title: "Stagiaire coop en automatisation", place: "Sudbury · Quatre mois" },
    ],
    apply: "Postuler par courriel",
  },
  contact: {
    eyebrow: "Contact",
    title: "Dites-nous ce que vous voulez automatiser",
    intro:
      "Un ingénieur en automatisation lit chaque message et vous rappelle en un jour ouvrable, souvent avec une question sur vos horaires de quarts.",
    phoneLabel: "Téléphone\u00a0:",
    emailLabel: "Courriel\u00a0:",
    hours:
      "Bureau du lundi au vendredi, de 7\u00a0h à 17\u00a0h. Ligne de service ouverte jour et nuit.",
    form: {
      requiredNote: "Les champs marqués d'un * sont obligatoires.",
      fields: {
        name: "Nom",
        email: "Courriel",
        company: "Entreprise ou site",
        message: "Que voulez-vous automatiser\u00a0?",
      },
      errorSummary: "Veuillez vérifier les champs indiqués ci-dessous.",
      errors: {
        name: "Entrez votre nom.",
        emailMissing: "Entrez votre adresse courriel.",
        emailInvalid: "Entrez une adresse courriel comme nom@entreprise.ca.",
        message: "Décrivez-nous un peu le projet.",
      },
      demoNote:
        "Ceci est un modèle\u00a0: le formulaire n'envoie rien. Ce que vous tapez reste sur cette page seulement.",
      submit: "Envoyer le message",
      sentTitle: "Merci, {name}\u00a0: rien n'a été envoyé.",
      sentText:
        "Ce site est un modèle\u00a0: votre message est resté dans ce navigateur et n'a été transmis à personne. Ce que vous avez tapé est toujours dans le formulaire.",
    },
  },
  footer: {
    tagline: "Robotique et automatisation pour les mines et les usines du Nord de l'Ontario.",
    demoBy: "Un modèle par",
    fictional: "{name} et ses clients sont fictifs.",
    quote: "Obtenir un site comme celui-ci",
    allTemplates: "Tous les modèles",
    backToTop: "Retour en haut",
  },
};
