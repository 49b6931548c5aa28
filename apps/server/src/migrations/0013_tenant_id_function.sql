-- The same rule as 0009, in PL/pgSQL (bench/RESULTS.notes.md, "the regression after issue 8").
-- A SQL function whose body holds a sub-select is never inlined, and PostgreSQL plans the body of
-- a non-inlined SQL function again on every call: every `(SELECT gatehouse_tenant_id())` of a
-- statement (three in a user search) paid a planning of the `tenants` lookup, about 0.05 ms each,
-- half of a search's execution time. PL/pgSQL keeps the lookup's plan for the session, so a call
-- costs a few microseconds. The result is the same for every session; the policies, the search
-- view and their `(SELECT …)` InitPlans are unchanged.
CREATE OR REPLACE FUNCTION "gatehouse_tenant_id"() RETURNS varchar LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
BEGIN
  IF pg_catalog.starts_with(session_user, 'gatehouse_login_') THEN
    RETURN (SELECT "id" FROM public."tenants" WHERE "db_user" = session_user);
  END IF;
  IF current_user = 'gatehouse_tenant' THEN
    RETURN pg_catalog.current_setting('gatehouse.tenant_id', true);
  END IF;
  RETURN NULL;
END
$$;
