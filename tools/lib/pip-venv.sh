# Sourced by the installers of pinned PyPI tools (tools/*/install.sh, tools/contract/*.sh).
#
# pip_venv VENV REQUIREMENT [PIP_OPTION...]: makes VENV a virtual environment holding REQUIREMENT
# (`name==version`), unless it holds it already. What it holds is known by a stamp written last,
# so an interrupted install is redone rather than half-trusted, and a check costs one stat. (A
# version read from `pip show | grep -q` failed whenever grep closed the pipe before pip had
# written, under pipefail, and the tool was installed again at every call.) The environment is
# readable by every user: the PostgreSQL server runs as an unprivileged one when we are root.
# Installs run on this machine only; callers that may run side by side hold a lock around it.
pip_venv() {
  local venv=$1 requirement=$2
  shift 2
  local stamp="$venv/.installed-$requirement"
  [ -e "$stamp" ] && return 0
  if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
    echo "python3 cannot create a virtual environment for $requirement (Debian: apt-get install python3-venv)" >&2
    return 1
  fi
  python3 -m venv --clear "$venv" >&2
  "$venv/bin/pip" install --quiet --disable-pip-version-check "$@" "$requirement" >&2
  chmod -R a+rX "$venv"
  touch "$stamp"
}
