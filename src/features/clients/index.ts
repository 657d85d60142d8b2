/** Public entry of the clients feature: the clients list (the job form's client and the lists' client filters). */
export { useListClientsQuery, useGetClientQuery, type Client } from './clientsApi';
