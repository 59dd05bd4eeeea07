#pragma once

// Tests that a file without read permission cannot be read must run as root too (developers and
// some CI machines run the tests as root), instead of skipping themselves there. Root reads past
// permissions only through two capabilities; without them in its effective set, a thread meets file
// permissions as an ordinary user does. Capabilities belong to a thread (capset without libcap acts
// on the calling thread only), so the rest of the test process keeps them.

#include <linux/capability.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cstring>

namespace testsupport {

/// While it lives, the calling thread (and threads it starts) has neither CAP_DAC_OVERRIDE nor
/// CAP_DAC_READ_SEARCH in effect: permissions bind it as they bind an ordinary user. For an ordinary
/// user this changes nothing. active() is false if the capabilities could not be dropped.
class FilePermissionsBind
{
public:
    FilePermissionsBind()
    {
        m_header.version = _LINUX_CAPABILITY_VERSION_3;
        m_header.pid = 0;
        if (syscall(SYS_capget, &m_header, m_saved) != 0)
            return;
        __user_cap_data_struct dropped[2];
        std::memcpy(dropped, m_saved, sizeof dropped);
        for (const unsigned capability : {unsigned(CAP_DAC_OVERRIDE), unsigned(CAP_DAC_READ_SEARCH)})
            dropped[capability / 32].effective &= ~(1u << (capability % 32));
        m_active = syscall(SYS_capset, &m_header, dropped) == 0;
    }
    ~FilePermissionsBind()
    {
        if (m_active)
            syscall(SYS_capset, &m_header, m_saved);
    }
    FilePermissionsBind(const FilePermissionsBind &) = delete;
    FilePermissionsBind &operator=(const FilePermissionsBind &) = delete;

    bool active() const { return m_active; }

private:
    __user_cap_header_struct m_header{};
    __user_cap_data_struct m_saved[2]{};
    bool m_active = false;
};

} // namespace testsupport
