import type { ErrorCatalog } from './en.js';

/** The error pages in Spanish. */
export const es: ErrorCatalog = {
  chrome: {
    errors: 'Errores',
    pageTitle: '{code} ({status}) · errores de TLP',
    planned: 'función prevista',
    meaning: 'Significado',
    when: 'Cuándo',
    action: 'Qué hacer',
    retry: 'Reintentar',
    retryYes:
      'Sí: reintente con la misma Idempotency-Key y el mismo cuerpo, tras `Retry-After` segundos cuando la respuesta lo incluya.',
    retryNo: 'No: repetir la misma petición obtiene la misma respuesta.',
    body: 'Cada error es un cuerpo `application/problem+json` cuyo `type` es esta página: siempre con `type`, `title`, `status`, `code` y `request_id` (igual a la cabecera `Request-Id`), y con `detail` y `param` (el campo, por ejemplo `use.territories[1]`) cuando ayudan. Decida según `code` y luego según el estado; muestre `detail` en los registros, no a los usuarios finales.',
    indexTitle: 'Errores · TLP',
    indexIntro:
      'Un error significa que la petición no se pudo evaluar. Una decisión (`deny`, `escalate`) nunca es un error: es una respuesta 200 con `reasons`.',
    columnCode: 'código',
    columnStatus: 'estado',
    columnMeaning: 'significado',
    columnRetry: 'reintentar',
    retryCell: 'reintentar',
    noRetryCell: 'no',
  },
  codes: {
    invalid_request: {
      title: 'Petición no válida',
      meaning:
        'No se pudo leer la petición: su cuerpo no es JSON, no es un objeto JSON, o la propia petición está mal formada.',
      when: 'Un cuerpo que no se puede leer como JSON, un cuerpo de otro tipo de contenido, un parámetro de consulta sin nombre (`?=x`), una cabecera Authorization duplicada, o una línea de petición o cabecera Host que Node no puede aceptar.',
      action: 'Corrija la petición: envíe un objeto JSON con Content-Type: application/json.',
    },
    parameter_missing: {
      title: 'Falta un parámetro',
      meaning: 'Falta un campo obligatorio; `param` lo nombra.',
      when: 'Un cuerpo de POST sin un campo que su esquema exige, por ejemplo `use` en POST /v1/checks, o sin `receipt` ni `sha256` en POST /v1/verifications.',
      action: 'Añada el campo que nombra `param`.',
    },
    parameter_invalid: {
      title: 'Parámetro no válido',
      meaning: 'Un campo, parámetro de consulta o cabecera tiene un valor no permitido; `param` lo nombra.',
      when: 'Un valor de tipo o formato incorrecto, un campo desconocido, un parámetro de consulta desconocido o repetido, un cursor usado con otros filtros, una Idempotency-Key vacía o demasiado larga, un Service-Account mal formado.',
      action: 'Corrija el valor que nombra `param`; `detail` indica lo que se espera.',
    },
    unsupported_modality: {
      title: 'Modalidad no admitida',
      meaning: 'La modalidad solicitada no se ofrece para este uso.',
      when: 'Reservado por el protocolo; el sandbox decide cada modalidad que acepta (una sin licencia es un `deny`, no un error).',
      action: 'Cambie la modalidad del uso.',
    },
    unsupported_media_type: {
      title: 'Tipo de medio no admitido',
      meaning:
        'El artefacto tiene un tipo de medio que este servidor no acepta, o uno que no corresponde a la modalidad de su comprobación.',
      when: 'POST /v1/generations con un `artifact.media_type` fuera de las imágenes PNG, JPEG, WebP, AVIF, HEIC y HEIF, el texto plano, el audio WAV, MP3 y M4A y el vídeo MP4 y MOV; o una salida de otro tipo que el uso de la comprobación (un uso de imagen admite imágenes, uno de vídeo vídeos, uno de texto texto, uno de voz o audio audio o vídeo).',
      action:
        'Convierta la salida a un tipo de medio admitido, o haga una comprobación para la modalidad de esta salida, y vuelva a enviarla con una clave nueva.',
    },
    media_unreadable: {
      title: 'Medio ilegible',
      meaning: 'Los bytes del artefacto no se pueden decodificar como el tipo de medio declarado.',
      when: 'POST /v1/generations cuyo `artifact.data` no es un archivo válido de su `media_type`, una imagen cuya cabecera declara más de 40 megapíxeles (rechazada antes de decodificarla), o una imagen HEIC/HEIF codificada con HEVC (el sandbox solo decodifica HEIF codificado con AV1).',
      action:
        'Envíe los bytes reales de la salida, una imagen de 40 megapíxeles como máximo; una foto HEIC como AVIF, PNG, JPEG o WebP, o solo su resumen.',
    },
    version_unsupported: {
      title: 'Versión no admitida',
      meaning: 'La cabecera `Service-Version` nombra una versión que este servidor no conoce.',
      when: 'Cualquier petición, incluidas las públicas, con una versión fechada desconocida.',
      action:
        'Envíe una de las versiones que figuran en `api_versions` del documento de descubrimiento, u omita la cabecera para usar la versión fijada de la cuenta.',
    },
    authorization_code_invalid: {
      title: 'Código de autorización no válido',
      meaning:
        'Un código de autorización OAuth es desconocido, ha caducado, ya se usó, o no coincide con su verificador o su URI de redirección.',
      when: 'Solo con las conexiones, que están previstas: ninguna operación de este servidor lo devuelve todavía.',
      action: 'Inicie de nuevo la autorización.',
    },
    authentication_required: {
      title: 'Autenticación necesaria',
      meaning: 'La operación necesita una clave secreta y no se envió ninguna.',
      when: 'Sin cabecera Authorization, o con una que no es `Bearer <key>`; también una verificación por resumen sin clave.',
      action: 'Envíe `Authorization: Bearer rk_test_…` (o `rk_live_…`).',
    },
    invalid_api_key: {
      title: 'Clave de API no válida',
      meaning: 'La clave enviada no es una clave conocida y no revocada.',
      when: 'Un valor Bearer mal formado, desconocido o revocado.',
      action: 'Use una clave vigente; una clave perdida no se puede recuperar, cree una nueva.',
    },
    token_invalid: {
      title: 'Token no válido',
      meaning: 'Un token firmado no superó la comprobación de su firma, su audiencia o su caducidad.',
      when: 'Reservado para las operaciones que llevan un token (las sesiones), que están previstas.',
      action: 'Haga una nueva comprobación, o renueve el token de la sesión.',
    },
    insufficient_scope: {
      title: 'Alcance insuficiente',
      meaning: 'A la clave restringida le falta un alcance que la operación necesita; `detail` lo nombra.',
      when: 'Una clave de POST /v1/test_helpers/api_keys sin el alcance, o cualquier clave restringida en un asistente de pruebas (necesitan una clave sin restricciones).',
      action: 'Use una clave con el alcance, o una clave sin restricciones.',
    },
    account_not_connected: {
      title: 'Cuenta no conectada',
      meaning:
        'La llamada actúa en nombre de otra cuenta (`Service-Account`) sin una conexión activa que la cubra.',
      when: 'Cualquier llamada autenticada que nombra otra cuenta en Service-Account: las conexiones están previstas, así que no existe ninguna.',
      action: 'Deténgase; actúe solo en nombre de su propia cuenta.',
    },
    mandate_required: {
      title: 'Mandato necesario',
      meaning: 'Un representante actuó en nombre de un talento sin un mandato que cubra la acción.',
      when: 'Solo con los mandatos, que están previstos: ninguna operación de este servidor lo devuelve todavía.',
      action: 'Deténgase.',
    },
    livemode_mismatch: {
      title: 'Modo no coincidente',
      meaning: 'El modo de la clave difiere del modo del objeto o de la operación.',
      when: 'Una clave live en una operación solo de prueba (facetas, asistentes de pruebas, retirada), o la lectura de un objeto propio del otro modo.',
      action: 'Use la clave del modo correcto.',
    },
    live_not_activated: {
      title: 'Modo live no activado',
      meaning:
        'Las comprobaciones y generaciones live están construidas, pero la firma live no está activada para este servicio.',
      when: 'POST /v1/checks o POST /v1/generations con una clave live: no se evaluó, reservó ni guardó nada.',
      action: 'No reintente: la respuesta no cambiará hasta que un operador active la firma live.',
    },
    platform_not_permitted: {
      title: 'Plataforma no permitida',
      meaning: 'La licencia nombrada explícitamente en la comprobación excluye a la plataforma que llama.',
      when: 'POST /v1/checks con `license` apuntando a una licencia cuyas plataformas no incluyen a quien llama (sin `license`, la comprobación es en cambio un `deny` con `platform_not_licensed`).',
      action: 'Omita `license`, o pida al licenciatario que amplíe la licencia.',
    },
    resource_not_found: {
      title: 'No encontrado',
      meaning: 'No existe ese objeto para esta cuenta y este modo, o no existe esa operación.',
      when: 'Un ID desconocido, un ID de otro tipo para la ruta (el detalle indica cuál), una ruta sin correspondencia o una operación prevista (título "Operation not available").',
      action: 'Compruebe el ID, el modo de la clave y la ruta.',
    },
    idempotency_key_in_use: {
      title: 'Clave de idempotencia en uso',
      meaning: 'La primera petición con esta Idempotency-Key aún está en curso.',
      when: 'Un POST enviado de nuevo con la misma clave y el mismo cuerpo antes de que el primero recibiera respuesta.',
      action:
        'Reintente tras `Retry-After` segundos con la misma clave y el mismo cuerpo: recibirá la respuesta de la primera petición.',
    },
    generation_already_submitted: {
      title: 'Generación ya enviada',
      meaning: 'Este candidato de la comprobación ya tiene una generación.',
      when: 'POST /v1/generations para un `candidate_index` que ya se envió (con otra clave).',
      action: 'Use la generación existente.',
    },
    authorization_consumed: {
      title: 'Autorización agotada',
      meaning:
        'A la autorización de la comprobación no le quedan generaciones (`max_generations` alcanzado).',
      when: 'POST /v1/generations después de que `generations_used` alcanzara `max_generations`.',
      action: 'Haga una nueva comprobación.',
    },
    check_not_allowed: {
      title: 'Comprobación no permitida',
      meaning: 'La decisión de la comprobación no es `allow`.',
      when: 'POST /v1/generations que nombra una comprobación denegada, escalada o pendiente.',
      action: 'No envíe ni entregue nada: no se autorizó nada.',
    },
    check_expired: {
      title: 'Comprobación caducada',
      meaning: 'La autorización de la comprobación ha caducado.',
      when: 'POST /v1/generations después de `authorization.expires_at` (una hora después de la autorización).',
      action: 'Haga una nueva comprobación.',
    },
    escalation_closed: {
      title: 'Escalado cerrado',
      meaning: 'El escalado ya se resolvió, caducó o se canceló.',
      when: 'POST /v1/test_helpers/checks/{check_id}/resolve sobre un escalado que ya no está abierto.',
      action: 'Lea la comprobación para ver el resultado.',
    },
    license_draft_closed: {
      title: 'Borrador de licencia cerrado',
      meaning: 'El borrador de licencia ya se firmó, se rechazó, se descartó o caducó.',
      when: 'Solo con los borradores de licencia, que están previstos: ninguna operación de este servidor lo devuelve todavía.',
      action: 'Cree un borrador nuevo.',
    },
    invalid_state_transition: {
      title: 'Cambio de estado no válido',
      meaning: 'El estado del objeto no permite la acción.',
      when: 'Retirar, liberar, rechazar o hacer caducar una generación que no está retenida; suspender, reanudar o revocar una licencia desde un estado que no lo permite; resolver una comprobación que no está escalada.',
      action: 'Lea el objeto y actúe según su estado actual.',
    },
    session_not_active: {
      title: 'Sesión no activa',
      meaning: 'La sesión ha terminado o fue interrumpida.',
      when: 'Solo con las sesiones, que están previstas: ninguna operación de este servidor lo devuelve todavía.',
      action: 'Detenga la salida.',
    },
    payload_too_large: {
      title: 'Carga demasiado grande',
      meaning: 'El cuerpo de la petición, o el texto de una comprobación, supera el límite.',
      when: 'Un cuerpo de más de 10 MiB, o entradas de una comprobación cuyo texto supera 64 KiB en total.',
      action: 'Envíe menos: un artefacto más pequeño o entradas más cortas.',
    },
    idempotency_key_reused: {
      title: 'Clave de idempotencia reutilizada',
      meaning: 'La Idempotency-Key ya se usó con otro cuerpo o en otro endpoint.',
      when: 'Un POST cuya clave se usó en las últimas 24 horas para una petición distinta (otro cuerpo u otro endpoint, o con otra clave de API); no se ejecutó nada.',
      action: 'Use una clave nueva para una petición nueva.',
    },
    artifact_digest_mismatch: {
      title: 'Resumen del artefacto no coincidente',
      meaning: 'Los bytes del artefacto no tienen el SHA-256 declarado en `artifact.sha256`.',
      when: 'POST /v1/generations con un `artifact.data` cuyo resumen difiere de `artifact.sha256`.',
      action: 'Vuelva a calcular el resumen de los bytes exactos que envía.',
    },
    upgrade_required: {
      title: 'Actualización de protocolo necesaria',
      meaning:
        'El flujo de la sesión es un WebSocket; una petición HTTP simple no puede abrirlo. El protocolo da a esta respuesta un estado (426) y ningún código; este servidor la llama `upgrade_required`.',
      when: 'Cualquier petición sin actualización a /v1/sessions/{session_id}/stream.',
      action:
        'Abra el flujo con una actualización a WebSocket que ofrezca el subprotocolo tlp.session.v1 (las sesiones están previstas).',
    },
    request_timeout: {
      title: 'Tiempo de espera de la petición agotado',
      meaning:
        'La petición no llegó a tiempo: sus cabeceras, o su cuerpo, llegaron demasiado despacio. El protocolo no tiene código para ello; este servidor la llama `request_timeout` (408).',
      when: 'Cabeceras no completas en 10 s desde la conexión (o desde la respuesta anterior); un cuerpo que promedia menos de 4 KiB/s tras sus primeros 10 s, o que no está completo en 120 s (suficiente para un cuerpo de 10 MiB a 87 KiB/s). La conexión se cierra después de la respuesta.',
      action:
        'Envíe de nuevo la petición, completa y sin pausas, en una conexión nueva (con la misma Idempotency-Key: no se ejecutó nada).',
    },
    rate_limited: {
      title: 'Límite de frecuencia superado',
      meaning: 'Se superó un límite de frecuencia; no se ejecutó nada.',
      when: 'Más peticiones de las que permite la política nombrada en RateLimit-Policy (comprobaciones 20/s, generaciones 5/s, otras llamadas autenticadas 5/s por cuenta; lecturas públicas de recibos y verificaciones 10/min por dirección IP).',
      action: 'Espere `Retry-After` segundos y reintente con la misma clave y el mismo cuerpo.',
    },
    internal_error: {
      title: 'Error interno',
      meaning: 'Un fallo inesperado en el servidor.',
      when: 'Un error de programación o un fallo del almacenamiento; el error se registra con el ID de la petición.',
      action:
        'Reintente con espera creciente y la misma Idempotency-Key; informe del `request_id` si persiste.',
    },
    service_unavailable: {
      title: 'Servicio no disponible',
      meaning: 'El servicio no está disponible temporalmente.',
      when: 'Mientras el servidor arranca, antes de aceptar peticiones; cuando no se puede acceder a su base de datos (PostgreSQL); en una conexión nueva desde un cliente (una dirección, o un /64 de IPv6) que ya tiene 128 conexiones abiertas (`TLP_MAX_CONNECTIONS_PER_ADDRESS`), o hacia un servidor que ya tiene 10.000 (`TLP_MAX_CONNECTIONS`), que entonces se cierra.',
      action: 'No genere nada; reintente tras `Retry-After` segundos.',
    },
    evaluation_timeout: {
      title: 'Tiempo de evaluación agotado',
      meaning: 'Una verificación no terminó a tiempo.',
      when: 'Solo POST /v1/verifications puede devolverlo (las verificaciones del sandbox por recibo y por resumen no agotan el tiempo).',
      action: 'Reintente, o verifique por ID de recibo.',
    },
  },
};
