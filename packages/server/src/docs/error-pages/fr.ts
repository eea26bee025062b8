import type { ErrorCatalog } from './en.js';

/** The error pages in French. */
export const fr: ErrorCatalog = {
  chrome: {
    errors: 'Erreurs',
    pageTitle: '{code} ({status}) · erreurs TLP',
    planned: 'fonctionnalité prévue',
    meaning: 'Signification',
    when: 'Quand',
    action: 'Que faire',
    retry: 'Réessayer',
    retryYes:
      'Oui : réessayez avec la même Idempotency-Key et le même corps, après `Retry-After` secondes quand la réponse porte cet en-tête.',
    retryNo: 'Non : renvoyer la même requête donne la même réponse.',
    body: 'Chaque erreur est un corps `application/problem+json` dont le `type` est cette page : toujours `type`, `title`, `status`, `code` et `request_id` (égal à l’en-tête `Request-Id`), et `detail` et `param` (le champ, par exemple `use.territories[1]`) quand ils aident. Décidez d’après `code`, puis d’après le statut ; montrez `detail` dans les journaux, pas aux utilisateurs finaux.',
    indexTitle: 'Erreurs · TLP',
    indexIntro:
      'Une erreur signifie que la requête n’a pas pu être évaluée. Une décision (`deny`, `escalate`) n’est jamais une erreur : c’est une réponse 200 avec des `reasons`.',
    columnCode: 'code',
    columnStatus: 'statut',
    columnMeaning: 'signification',
    columnRetry: 'réessayer',
    retryCell: 'réessayer',
    noRetryCell: 'non',
  },
  codes: {
    invalid_request: {
      title: 'Requête invalide',
      meaning:
        'La requête n’a pas pu être lue : son corps n’est pas du JSON, pas un objet JSON, ou la requête elle-même est mal formée.',
      when: 'Un corps qui ne se lit pas comme du JSON, un corps d’un autre type de contenu, un paramètre de requête sans nom (`?=x`), un en-tête Authorization en double, ou une ligne de requête ou un en-tête Host que Node ne peut pas accepter.',
      action: 'Corrigez la requête : envoyez un objet JSON avec Content-Type: application/json.',
    },
    parameter_missing: {
      title: 'Paramètre manquant',
      meaning: 'Un champ obligatoire est absent ; `param` le nomme.',
      when: 'Un corps de POST sans un champ que son schéma exige, par exemple `use` dans POST /v1/checks, ou ni `receipt` ni `sha256` dans POST /v1/verifications.',
      action: 'Ajoutez le champ nommé par `param`.',
    },
    parameter_invalid: {
      title: 'Paramètre invalide',
      meaning:
        'Un champ, un paramètre de requête ou un en-tête a une valeur non autorisée ; `param` le nomme.',
      when: 'Une valeur d’un mauvais type ou format, un champ inconnu, un paramètre de requête inconnu ou répété, un curseur utilisé avec d’autres filtres, une Idempotency-Key vide ou trop longue, un Service-Account mal formé.',
      action: 'Corrigez la valeur nommée par `param` ; `detail` dit ce qui est attendu.',
    },
    unsupported_modality: {
      title: 'Modalité non prise en charge',
      meaning: 'La modalité demandée n’est pas proposée pour cet usage.',
      when: 'Réservé par le protocole ; le bac à sable décide de chaque modalité qu’il accepte (une modalité non licenciée est un `deny`, pas une erreur).',
      action: 'Changez la modalité de l’usage.',
    },
    unsupported_media_type: {
      title: 'Type de média non pris en charge',
      meaning:
        'L’artefact a un type de média que ce serveur n’accepte pas, ou qui ne relève pas de la modalité de son contrôle.',
      when: 'POST /v1/generations avec un `artifact.media_type` hors des images PNG, JPEG, WebP, AVIF, HEIC et HEIF, du texte brut, de l’audio WAV, MP3 et M4A, de la vidéo MP4 et MOV ; ou une sortie d’un autre genre que l’usage du contrôle (un usage image prend des images, un usage vidéo des vidéos, un usage texte du texte, un usage parole ou audio de l’audio ou de la vidéo).',
      action:
        'Convertissez la sortie en un type de média accepté, ou faites un contrôle pour la modalité de cette sortie, puis soumettez à nouveau avec une nouvelle clé.',
    },
    media_unreadable: {
      title: 'Média illisible',
      meaning: 'Les octets de l’artefact ne peuvent pas être décodés selon le type de média déclaré.',
      when: 'POST /v1/generations dont l’`artifact.data` n’est pas un fichier valide de son `media_type`, une image dont l’en-tête déclare plus de 40 mégapixels (refusée avant décodage), ou une image HEIC/HEIF codée en HEVC (le bac à sable ne décode que le HEIF codé en AV1).',
      action:
        'Envoyez les vrais octets de la sortie, une image d’au plus 40 mégapixels ; une photo HEIC en AVIF, PNG, JPEG ou WebP, ou son condensé seul.',
    },
    version_unsupported: {
      title: 'Version non prise en charge',
      meaning: 'L’en-tête `Service-Version` nomme une version que ce serveur ne connaît pas.',
      when: 'Toute requête, publiques comprises, avec une version datée inconnue.',
      action:
        'Envoyez l’une des versions listées dans `api_versions` du document de découverte, ou omettez l’en-tête pour utiliser la version épinglée du compte.',
    },
    authorization_code_invalid: {
      title: 'Code d’autorisation invalide',
      meaning:
        'Un code d’autorisation OAuth est inconnu, expiré, déjà utilisé, ou ne correspond pas à son vérificateur ou à son URI de redirection.',
      when: 'Seulement avec les connexions, qui sont prévues : aucune opération de ce serveur ne la renvoie encore.',
      action: 'Recommencez l’autorisation.',
    },
    authentication_required: {
      title: 'Authentification requise',
      meaning: 'L’opération a besoin d’une clé secrète et aucune n’a été envoyée.',
      when: 'Pas d’en-tête Authorization, ou un en-tête qui n’est pas `Bearer <key>` ; aussi une vérification par condensé sans clé.',
      action: 'Envoyez `Authorization: Bearer rk_test_…` (ou `rk_live_…`).',
    },
    invalid_api_key: {
      title: 'Clé d’API invalide',
      meaning: 'La clé envoyée n’est pas une clé connue et non révoquée.',
      when: 'Une valeur Bearer mal formée, inconnue ou révoquée.',
      action:
        'Utilisez une clé en cours de validité ; une clé perdue ne se récupère pas, créez-en une nouvelle.',
    },
    token_invalid: {
      title: 'Jeton invalide',
      meaning:
        'Un jeton signé a échoué à la vérification de sa signature, de son audience ou de son expiration.',
      when: 'Réservé aux opérations qui portent un jeton (les sessions), qui sont prévues.',
      action: 'Faites un nouveau contrôle, ou renouvelez le jeton de session.',
    },
    insufficient_scope: {
      title: 'Portée insuffisante',
      meaning: 'Il manque à la clé restreinte une portée dont l’opération a besoin ; `detail` la nomme.',
      when: 'Une clé issue de POST /v1/test_helpers/api_keys sans la portée, ou toute clé restreinte sur un assistant de test (ils exigent une clé non restreinte).',
      action: 'Utilisez une clé qui a la portée, ou une clé non restreinte.',
    },
    account_not_connected: {
      title: 'Compte non connecté',
      meaning: 'L’appel agit pour un autre compte (`Service-Account`) sans connexion active qui le couvre.',
      when: 'Tout appel authentifié nommant un autre compte dans Service-Account : les connexions sont prévues, il n’en existe donc aucune.',
      action: 'Arrêtez ; n’agissez que pour votre propre compte.',
    },
    mandate_required: {
      title: 'Mandat requis',
      meaning: 'Un représentant a agi pour un talent sans mandat couvrant l’action.',
      when: 'Seulement avec les mandats, qui sont prévus : aucune opération de ce serveur ne la renvoie encore.',
      action: 'Arrêtez.',
    },
    livemode_mismatch: {
      title: 'Mode incompatible',
      meaning: 'Le mode de la clé diffère de celui de l’objet ou de l’opération.',
      when: 'Une clé live sur une opération réservée au test (facettes, assistants de test, retrait), ou la lecture d’un de ses propres objets de l’autre mode.',
      action: 'Utilisez la clé du bon mode.',
    },
    live_not_activated: {
      title: 'Mode live non activé',
      meaning:
        'Les contrôles et générations live sont construits, mais la signature live n’est pas activée pour ce service.',
      when: 'POST /v1/checks ou POST /v1/generations avec une clé live : rien n’a été évalué, réservé ni enregistré.',
      action:
        'Ne réessayez pas : la réponse ne changera pas tant qu’un opérateur n’aura pas activé la signature live.',
    },
    platform_not_permitted: {
      title: 'Plateforme non autorisée',
      meaning: 'La licence nommée explicitement dans le contrôle exclut la plateforme appelante.',
      when: 'POST /v1/checks avec `license` fixé à une licence dont les plateformes n’incluent pas l’appelant (sans `license`, le contrôle est plutôt un `deny` avec `platform_not_licensed`).',
      action: 'Omettez `license`, ou demandez au licencié d’étendre la licence.',
    },
    resource_not_found: {
      title: 'Introuvable',
      meaning: 'Aucun objet de ce genre pour ce compte et ce mode, ou aucune opération de ce genre.',
      when: 'Un ID inconnu, un ID d’un autre type pour le chemin (le détail dit lequel), un chemin sans route, ou une opération prévue (titre "Operation not available").',
      action: 'Vérifiez l’ID, le mode de la clé et le chemin.',
    },
    idempotency_key_in_use: {
      title: 'Clé d’idempotence en cours d’utilisation',
      meaning: 'La première requête avec cette Idempotency-Key est encore en cours.',
      when: 'Un POST renvoyé avec la même clé et le même corps avant que le premier ait reçu sa réponse.',
      action:
        'Réessayez après `Retry-After` secondes avec la même clé et le même corps : vous obtiendrez la réponse de la première requête.',
    },
    generation_already_submitted: {
      title: 'Génération déjà soumise',
      meaning: 'Ce candidat du contrôle a déjà une génération.',
      when: 'POST /v1/generations pour un `candidate_index` déjà soumis (avec une autre clé).',
      action: 'Utilisez la génération existante.',
    },
    authorization_consumed: {
      title: 'Autorisation épuisée',
      meaning: 'L’autorisation du contrôle n’a plus de générations disponibles (`max_generations` atteint).',
      when: 'POST /v1/generations après que `generations_used` a atteint `max_generations`.',
      action: 'Faites un nouveau contrôle.',
    },
    check_not_allowed: {
      title: 'Contrôle non autorisé',
      meaning: 'La décision du contrôle n’est pas `allow`.',
      when: 'POST /v1/generations nommant un contrôle refusé, escaladé ou en attente.',
      action: 'Ne soumettez pas et ne livrez pas : rien n’a été autorisé.',
    },
    check_expired: {
      title: 'Contrôle expiré',
      meaning: 'L’autorisation du contrôle a expiré.',
      when: 'POST /v1/generations après `authorization.expires_at` (une heure après l’autorisation).',
      action: 'Faites un nouveau contrôle.',
    },
    escalation_closed: {
      title: 'Escalade close',
      meaning: 'L’escalade a déjà été résolue, a expiré ou a été annulée.',
      when: 'POST /v1/test_helpers/checks/{check_id}/resolve sur une escalade qui n’est plus ouverte.',
      action: 'Lisez le contrôle pour en connaître l’issue.',
    },
    license_draft_closed: {
      title: 'Projet de licence clos',
      meaning: 'Le projet de licence a déjà été signé, refusé, abandonné ou a expiré.',
      when: 'Seulement avec les projets de licence, qui sont prévus : aucune opération de ce serveur ne la renvoie encore.',
      action: 'Créez un nouveau projet.',
    },
    invalid_state_transition: {
      title: 'Changement d’état invalide',
      meaning: 'Le statut de l’objet ne permet pas l’action.',
      when: 'Retirer, libérer, refuser ou faire expirer une génération qui n’est pas retenue ; suspendre, reprendre ou révoquer une licence depuis un statut qui ne le permet pas ; résoudre un contrôle qui n’est pas escaladé.',
      action: 'Lisez l’objet et agissez selon son statut actuel.',
    },
    session_not_active: {
      title: 'Session inactive',
      meaning: 'La session est finie ou a été interrompue.',
      when: 'Seulement avec les sessions, qui sont prévues : aucune opération de ce serveur ne la renvoie encore.',
      action: 'Arrêtez la sortie.',
    },
    payload_too_large: {
      title: 'Charge utile trop volumineuse',
      meaning: 'Le corps de la requête, ou le texte d’un contrôle, dépasse la limite.',
      when: 'Un corps de plus de 10 MiB, ou des entrées de contrôle dont le texte dépasse 64 KiB au total.',
      action: 'Envoyez moins : un artefact plus petit ou des entrées plus courtes.',
    },
    idempotency_key_reused: {
      title: 'Clé d’idempotence réutilisée',
      meaning: 'L’Idempotency-Key a déjà servi avec un autre corps ou un autre point d’accès.',
      when: 'Un POST dont la clé a servi dans les dernières 24 heures pour une autre requête (un autre corps ou un autre endpoint, ou avec une autre clé d’API) ; rien n’a été exécuté.',
      action: 'Utilisez une nouvelle clé pour une nouvelle requête.',
    },
    artifact_digest_mismatch: {
      title: 'Condensé de l’artefact incorrect',
      meaning: 'Les octets de l’artefact n’ont pas le SHA-256 déclaré dans `artifact.sha256`.',
      when: 'POST /v1/generations avec un `artifact.data` dont le condensé diffère de `artifact.sha256`.',
      action: 'Recalculez le condensé des octets exacts que vous envoyez.',
    },
    upgrade_required: {
      title: 'Mise à niveau requise',
      meaning:
        'Le flux de session est un WebSocket ; une simple requête HTTP ne peut pas l’ouvrir. Le protocole donne à cette réponse un statut (426) et pas de code ; ce serveur la nomme `upgrade_required`.',
      when: 'Toute requête sans mise à niveau vers /v1/sessions/{session_id}/stream.',
      action:
        'Ouvrez le flux par une mise à niveau WebSocket qui propose le sous-protocole tlp.session.v1 (les sessions sont prévues).',
    },
    request_timeout: {
      title: 'Délai de requête dépassé',
      meaning:
        'La requête n’est pas arrivée à temps : ses en-têtes, ou son corps, sont arrivés trop lentement. Le protocole n’a pas de code pour cela ; ce serveur la nomme `request_timeout` (408).',
      when: 'Des en-têtes incomplets 10 s après l’ouverture de la connexion (ou après la réponse précédente) ; un corps dont le débit moyen tombe sous 4 KiB/s après ses 10 premières secondes, ou qui n’est pas complet en 120 s (assez pour un corps de 10 MiB à 87 KiB/s). La connexion est fermée après la réponse.',
      action:
        'Renvoyez la requête, entière et sans pauses, sur une nouvelle connexion (avec la même Idempotency-Key : rien n’a été exécuté).',
    },
    rate_limited: {
      title: 'Limite de débit atteinte',
      meaning: 'Une limite de débit a été dépassée ; rien n’a été exécuté.',
      when: 'Plus de requêtes que ne le permet la politique nommée dans RateLimit-Policy (contrôles 20/s, générations 5/s, autres appels authentifiés 5/s par compte ; lectures publiques de reçus et vérifications 10/min par adresse IP).',
      action: 'Attendez `Retry-After` secondes, puis réessayez avec la même clé et le même corps.',
    },
    internal_error: {
      title: 'Erreur interne',
      meaning: 'Une défaillance inattendue du serveur.',
      when: 'Un bogue ou une défaillance du stockage ; l’erreur est journalisée avec l’ID de la requête.',
      action:
        'Réessayez avec un délai croissant et la même Idempotency-Key ; signalez le `request_id` si l’erreur persiste.',
    },
    service_unavailable: {
      title: 'Service indisponible',
      meaning: 'Le service est temporairement indisponible.',
      when: 'Pendant que le serveur démarre, avant qu’il accepte des requêtes ; quand sa base de données (PostgreSQL) est injoignable ; sur une nouvelle connexion d’un client (une adresse, ou un /64 IPv6) qui détient déjà 128 connexions ouvertes (`TLP_MAX_CONNECTIONS_PER_ADDRESS`), ou vers un serveur qui en détient déjà 10 000 (`TLP_MAX_CONNECTIONS`), qui est alors fermée.',
      action: 'Ne générez rien ; réessayez après `Retry-After` secondes.',
    },
    evaluation_timeout: {
      title: 'Délai d’évaluation dépassé',
      meaning: 'Une vérification ne s’est pas terminée à temps.',
      when: 'Seul POST /v1/verifications peut la renvoyer (les vérifications du bac à sable par reçu et par condensé n’expirent pas).',
      action: 'Réessayez, ou vérifiez par ID de reçu.',
    },
  },
};
