export const sso_connection_test = {
  finished:
    'La prueba de conexión ha terminado. Cierra esta ventana y vuelve a la consola para ver el resultado.',
  test_not_found:
    'Esta prueba de conexión es desconocida o ha caducado. Inicia una nueva prueba desde la consola.',
} as const;
