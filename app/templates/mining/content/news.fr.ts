import type { Translation } from "../../../lib/text-path";
import type { miningNewsEn } from "./news.en";

/** La page Nouvelles du modèle minier. */
export const miningNewsFr: Translation<typeof miningNewsEn> = {
  hero: {
    eyebrow: "Nouvelles",
    title: "Des nouvelles du bassin et d'ailleurs",
    text: "Découvertes, jalons en sécurité et histoires de nos collectivités, racontés par les gens qui travaillent sur nos sites.",
  },
  filter: {
    label: "Afficher les nouvelles sur",
    categories: {
      all: "Toutes",
      discovery: "Découverte",
      safety: "Sécurité",
      environment: "Environnement",
      technology: "Technologie",
      community: "Collectivité",
      partnership: "Partenariat",
      training: "Formation",
      sustainability: "Durabilité",
    },
    count: "{shown} nouvelles sur {total}",
    empty: "Aucune nouvelle dans cette catégorie pour l'instant. Essayez-en une autre, ou Toutes.",
  },
  featured: {
    title: "À la une",
    readMore: "Lire l'article complet",
    by: "Par {author}",
    imageAlt: "Illustration de l'article : {title}",
    items: {
      "levack-deep-zone": {
        title: "Nouvelle zone de nickel-cuivre confirmée à deux kilomètres sous Levack",
        excerpt:
          "Onze trous forés depuis notre galerie la plus profonde délimitent une zone qui pourrait prolonger de quinze ans la vie du puits de Levack.",
        body: "Les forages menés depuis le niveau de 2 140 mètres ont recoupé des sulfures massifs dans onze trous sur quatorze, dont 9,4 mètres à 3,1 % de nickel et 2,6 % de cuivre. Nos géologues ont décrit les carottes quelques heures après leur arrivée en surface, et les analyses du laboratoire de Sudbury sont revenues en neuf jours. Une estimation des ressources est prévue cet automne.",
        author: "Anika Lehtonen, Ph. D., géologue en chef",
        date: "12 mars 2024",
        readTime: "4 min de lecture",
        tags: ["Nickel", "Exploration", "Levack"],
      },
      "timmins-100k-hours": {
        title: "Le parc de Timmins franchit les 100 000 heures à batterie",
        excerpt:
          "Dix-huit camions et chargeuses, quatre baies de recharge et aucune particule de diesel : une année de données sur notre plus grand parc électrique.",
        body: "Depuis que le dernier camion diesel a quitté la rampe de Timmins, la qualité de l'air aux fronts de taille s'est assez améliorée pour réduire la ventilation de 35 %. Un échange de batterie prend moins de dix minutes, et nos mécaniciens, formés sur place, effectuent maintenant 90 % des réparations sans appeler le fabricant.",
        author: "Marc Lefebvre, responsable de l'électrification",
        date: "27 février 2024",
        readTime: "6 min de lecture",
        tags: ["Électrification", "Timmins", "Ventilation"],
      },
    },
  },
  recent: {
    title: "Dernières nouvelles",
    loadMore: "Afficher plus",
    items: {
      "levack-million-hours": {
        title:
          "Les équipes de Levack franchissent un million d'heures sans accident avec arrêt de travail",
        excerpt:
          "Ce jalon a demandé 26 mois de vérifications avant chaque quart et une seule règle : n'importe qui peut arrêter le travail.",
        date: "15 février 2024",
        readTime: "3 min de lecture",
      },
      "apprentices-2024": {
        title: "Trente-deux apprentis diplômés de notre centre de formation Copper Ridge",
        excerpt:
          "De nouveaux mineurs, électriciens et mécaniciens de chantier commencent ce printemps, de Sudbury à Red Lake.",
        date: "2 février 2024",
        readTime: "2 min de lecture",
      },
      "trades-scholarships": {
        title:
          "Un nouveau fonds de bourses en métiers miniers pour les élèves du Nord de l'Ontario",
        excerpt:
          "Quarante bourses par année pour les élèves du Nord qui s'inscrivent en mines, en métiers ou en environnement.",
        date: "22 janvier 2024",
        readTime: "2 min de lecture",
      },
      "coniston-freshet": {
        title: "Les cellules humides de Coniston passent leur première fonte printanière",
        excerpt:
          "L'eau sortant des cellules de traitement passif a respecté les cibles de rejet chaque semaine de la crue.",
        date: "9 janvier 2024",
        readTime: "4 min de lecture",
      },
      "ring-of-fire-agreement": {
        title: "Entente d'exploration signée avec deux Premières Nations du Cercle de feu",
        excerpt:
          "L'entente porte sur l'embauche, les contrats, le suivi de l'eau et une voix à chaque étape du camp.",
        date: "14 décembre 2023",
        readTime: "5 min de lecture",
      },
      "sustainability-2023": {
        title: "Rapport de durabilité 2023 : le diesel en baisse de 18 % dans toute l'entreprise",
        excerpt:
          "Parcs électrifiés, récupération de chaleur et ventilation plus intelligente mènent les progrès de l'année.",
        date: "30 novembre 2023",
        readTime: "6 min de lecture",
      },
      "remote-raise-borer": {
        title: "Un aléseur de montée téléguidé termine sa première montée à Levack",
        excerpt:
          "Les opérateurs ont réalisé la montée de 180 mètres depuis une salle de commande en surface, loin du front.",
        date: "8 novembre 2023",
        readTime: "3 min de lecture",
      },
      "mine-rescue-win": {
        title: "Notre équipe de sauvetage minier remporte la compétition régionale",
        excerpt:
          "L'équipe Copper Ridge s'est classée première en premiers soins, en lutte contre les incendies et à l'épreuve souterraine.",
        date: "19 octobre 2023",
        readTime: "2 min de lecture",
      },
      "mcfaulds-solar": {
        title: "Des panneaux solaires alimentent le camp du lac McFaulds neuf heures par jour",
        excerpt:
          "Le champ de 600 kilowatts réduit de près de moitié le carburant de génératrice acheminé par avion.",
        date: "3 octobre 2023",
        readTime: "3 min de lecture",
      },
      "levack-step-out": {
        title: "Un trou d'extension prolonge de 180 mètres la zone du mur de Levack",
        excerpt: "La nouvelle intersection laisse la zone ouverte vers l'est et en profondeur.",
        date: "18 septembre 2023",
        readTime: "3 min de lecture",
      },
    },
  },
  newsletter: {
    title: "Carnet de chantier, une fois par mois",
    text: "Nouvelles des projets, leçons de sécurité et offres d'emploi de nos sites, dans votre boîte de réception.",
    label: "Adresse courriel",
    placeholder: "vous@entreprise.ca",
    button: "S'abonner",
    notice:
      "Ceci est un modèle de démonstration : les abonnements sont désactivés, votre adresse n'a donc pas été enregistrée.",
  },
};
