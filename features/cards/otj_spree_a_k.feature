Feature: Spree cards A-K: one or more modes, each with its additional cost, chosen as the spell is cast
  Final Showdown {W} — Instant — Spree: + {1} — All creatures lose all abilities until end of turn. + {1} —
  Choose a creature you control. It gains indestructible until end of turn. + {3}{W}{W} — Destroy all creatures.
  Getaway Glamer {W} — Instant — Spree: + {1} — Exile target nontoken creature. Return it to the battlefield
  under its owner's control at the beginning of the next end step. + {2} — Destroy target creature if no other
  creature has greater power.
  Jailbreak Scheme {U} — Sorcery — Spree: + {3} — Put a +1/+1 counter on target creature. It can't be blocked
  this turn. + {2} — Target artifact or creature's owner puts it on their choice of the top or bottom of their
  library.
  Dance of the Tumbleweeds {1}{G} — Sorcery — Spree: + {1} — Search your library for a basic land card or a
  Desert card, put it onto the battlefield, then shuffle. + {3} — Create an X/X green Elemental creature token,
  where X is the number of lands you control.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); the same texts are recorded for each spree card, so each card has its own rows (the other spree
  cards' rows are in otj_spree.feature). CR 702.172a (spree: one or more modes, each adding its cost), 700.2d (a
  mode is chosen once at most), 601.2b and 601.2f (modes and costs announced, the total cost), 601.2h (paying
  it), 608.2c (the instructions in their written order).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Grizzly Bears
    And Alice's library, from the top, is Forest and Island
    And Bob's library, from the top, is Mountain and Mountain

  @ruling:083f44e917cb @cr:702.172a @cr:601.2h
  Rule: A spree spell needs at least one mode, and its additional cost paid
    You must choose at least one of the listed modes and pay its associated additional cost in order to cast a
    spell with spree.

    @id:otj-spree-a-k-no-mode-refused
    Scenario Outline: <card> can't be cast with no mode chosen
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      And Alice will choose no more modes
      When Alice tries to cast <card> from her hand
      Then that is rejected by rule 702.172a
      And Alice has <card> in her hand

      Examples:
        | card                     | mana         |
        | Final Showdown           | {W}{C}       |
        | Getaway Glamer           | {W}{C}       |
        | Jailbreak Scheme         | {U}{C}{C}{C} |
        | Dance of the Tumbleweeds | {G}{C}{C}    |

    @id:otj-spree-a-k-mode-cost-unpaid-refused
    Scenario Outline: With mana for <card>'s mana cost only, its chosen mode can't be paid for
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      And Alice will choose the mode "<mode>"
      And Alice will choose no more modes
      When Alice tries to cast <card> from her hand
      Then that is rejected by rule 601.2h
      And Alice has <card> in her hand

      Examples:
        | card                     | mana   | mode                                                                                                   |
        | Final Showdown           | {W}    | All creatures lose all abilities until end of turn.                                                    |
        | Getaway Glamer           | {W}    | Destroy target creature if no other creature has greater power.                                        |
        | Jailbreak Scheme         | {U}    | Put a +1/+1 counter on target creature. It can't be blocked this turn.                                 |
        | Dance of the Tumbleweeds | {G}{C} | Search your library for a basic land card or a Desert card, put it onto the battlefield, then shuffle. |

    @id:otj-spree-a-k-one-mode-paid-accepted
    Scenario Outline: With one mode of <card> chosen and its cost paid, it is cast
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      And Alice will choose the mode "<mode>"
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      When Alice casts <card> from her hand
      Then the stack, from the bottom, holds <card>
      And Alice's mana pool is empty

      Examples:
        | card             | mana         | mode                                                                   |
        | Getaway Glamer   | {W}{C}{C}    | Destroy target creature if no other creature has greater power.        |
        | Jailbreak Scheme | {U}{C}{C}{C} | Put a +1/+1 counter on target creature. It can't be blocked this turn. |

    @id:otj-spree-a-k-one-untargeted-mode-paid-accepted
    Scenario Outline: With one mode of <card> (no target) chosen and its cost paid, it is cast
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      And Alice will choose the mode "<mode>"
      And Alice will choose no more modes
      When Alice casts <card> from her hand
      Then the stack, from the bottom, holds <card>
      And Alice's mana pool is empty

      Examples:
        | card                     | mana      | mode                                                                                                   |
        | Final Showdown           | {W}{C}    | All creatures lose all abilities until end of turn.                                                    |
        | Dance of the Tumbleweeds | {G}{C}{C} | Search your library for a basic land card or a Desert card, put it onto the battlefield, then shuffle. |

  @ruling:06db14604cae @cr:700.2d @cr:702.172a
  Rule: A spree spell's mode can't be chosen twice
    You can't choose the same mode more than once.

    @id:otj-spree-a-k-same-mode-twice-refused
    Scenario Outline: Choosing the mode "<mode>" of <card> a second time is refused
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      And Alice will choose the mode "<mode>"
      And Alice will choose the mode "<mode>"
      When Alice tries to cast <card> from her hand
      Then that is rejected by rule 702.172a
      And Alice has <card> in her hand

      Examples:
        | card                     | mana               | mode                                                                                        |
        | Final Showdown           | {W}{C}{C}          | All creatures lose all abilities until end of turn.                                         |
        | Getaway Glamer           | {W}{C}{C}{C}{C}    | Destroy target creature if no other creature has greater power.                             |
        | Jailbreak Scheme         | {U}{C}{C}{C}{C}{C} | Put a +1/+1 counter on target creature. It can't be blocked this turn.                      |
        | Dance of the Tumbleweeds | {G}{C}{C}{C}{C}{C} | Create an X/X green Elemental creature token, where X is the number of lands you control. |

    @id:otj-spree-a-k-two-modes-accepted
    Scenario Outline: Two different modes of <card> may be chosen, each cost paid
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      And Alice will choose the mode "<first>"
      And Alice will choose the mode "<second>"
      And Alice will choose <targets> as targets
      When Alice casts <card> from her hand
      Then the stack, from the bottom, holds <card>
      And Alice's mana pool is empty

      Examples:
        | card             | mana               | first                                                                                                                       | second                                                                                             | targets                       |
        | Getaway Glamer   | {W}{C}{C}{C}       | Exile target nontoken creature. Return it to the battlefield under its owner's control at the beginning of the next end step. | Destroy target creature if no other creature has greater power.                                    | Grizzly Bears, then Grizzly Bears |
        | Jailbreak Scheme | {U}{C}{C}{C}{C}{C} | Put a +1/+1 counter on target creature. It can't be blocked this turn.                                                      | Target artifact or creature's owner puts it on their choice of the top or bottom of their library. | Grizzly Bears, then Grizzly Bears |

    @id:otj-spree-a-k-two-untargeted-modes-accepted
    Scenario Outline: Two different modes of <card> (no targets) may be chosen, each cost paid
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      And Alice will choose the mode "<first>"
      And Alice will choose the mode "<second>"
      When Alice casts <card> from her hand
      Then the stack, from the bottom, holds <card>
      And Alice's mana pool is empty

      Examples:
        | card                     | mana               | first                                                                                                  | second                                                                                    |
        | Dance of the Tumbleweeds | {G}{C}{C}{C}{C}{C} | Search your library for a basic land card or a Desert card, put it onto the battlefield, then shuffle. | Create an X/X green Elemental creature token, where X is the number of lands you control. |

    @id:otj-spree-final-showdown-two-modes-accepted
    Scenario: Two of Final Showdown's three modes may be chosen, each cost paid
      Given Alice has Final Showdown in her hand
      And Alice has {W}{C}{C} in her mana pool
      And Alice will choose the mode "All creatures lose all abilities until end of turn."
      And Alice will choose the mode "Choose a creature you control. It gains indestructible until end of turn."
      And Alice will choose no more modes
      When Alice casts Final Showdown from her hand
      Then the stack, from the bottom, holds Final Showdown
      And Alice's mana pool is empty

  @ruling:1674259e559a @cr:601.2b @cr:702.172a
  Rule: The modes chosen as the spree spell is cast are the ones that happen
    You choose the modes as you cast the spell with spree. Once modes are chosen, they can't be changed.

    @id:otj-spree-final-showdown-destroy-mode-only
    Scenario: Final Showdown cast for its destroy mode only: every creature is destroyed
      Given Alice controls Memnite
      And Alice has Final Showdown in her hand
      And Alice has {W}{W}{W}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Destroy all creatures."
      And Alice will choose no more modes
      When Alice casts Final Showdown from her hand
      And all players pass priority until the stack is empty
      Then Bob has Grizzly Bears in his graveyard
      And Alice has Memnite in her graveyard

    @id:otj-spree-final-showdown-indestructible-mode-only
    Scenario: Final Showdown cast for its indestructible mode only: nothing is destroyed
      Given Alice controls Memnite
      And Alice has Final Showdown in her hand
      And Alice has {W}{C} in her mana pool
      And Alice will choose the mode "Choose a creature you control. It gains indestructible until end of turn."
      And Alice will choose no more modes
      And Alice will choose Memnite as the chosen creature
      When Alice casts Final Showdown from her hand
      And all players pass priority until the stack is empty
      Then Bob controls Grizzly Bears
      And Alice controls Memnite

    @id:otj-spree-getaway-glamer-exile-mode-only
    Scenario: Getaway Glamer cast for its exile mode only: Grizzly Bears is exiled, not destroyed
      Given Alice has Getaway Glamer in her hand
      And Alice has {W}{C} in her mana pool
      And Alice will choose the mode "Exile target nontoken creature. Return it to the battlefield under its owner's control at the beginning of the next end step."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      When Alice casts Getaway Glamer from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is in exile

    @id:otj-spree-getaway-glamer-destroy-mode-only
    Scenario: Getaway Glamer cast for its destroy mode only: Grizzly Bears is destroyed, not exiled
      Given Alice has Getaway Glamer in her hand
      And Alice has {W}{C}{C} in her mana pool
      And Alice will choose the mode "Destroy target creature if no other creature has greater power."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      When Alice casts Getaway Glamer from her hand
      And all players pass priority until the stack is empty
      Then Bob has Grizzly Bears in his graveyard

    @id:otj-spree-jailbreak-counter-mode-only
    Scenario: Jailbreak Scheme cast for its counter mode only: Grizzly Bears gets a counter and stays
      Given Alice has Jailbreak Scheme in her hand
      And Alice has {U}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Put a +1/+1 counter on target creature. It can't be blocked this turn."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      When Alice casts Jailbreak Scheme from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears has 1 +1/+1 counter
      And Bob controls Grizzly Bears

    @id:otj-spree-jailbreak-library-mode-only
    Scenario: Jailbreak Scheme cast for its library mode only: Grizzly Bears goes to Bob's library with no counter
      Given Alice has Jailbreak Scheme in her hand
      And Alice has {U}{C}{C} in her mana pool
      And Alice will choose the mode "Target artifact or creature's owner puts it on their choice of the top or bottom of their library."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      And Bob will choose top as the place in the library
      When Alice casts Jailbreak Scheme from her hand
      And all players pass priority until the stack is empty
      Then the top card of Bob's library is Grizzly Bears

    @id:otj-spree-dance-search-mode-only
    Scenario: Dance of the Tumbleweeds cast for its search mode only: a Forest enters, no token
      Given Alice has Dance of the Tumbleweeds in her hand
      And Alice has {G}{C}{C} in her mana pool
      And Alice will choose the mode "Search your library for a basic land card or a Desert card, put it onto the battlefield, then shuffle."
      And Alice will choose no more modes
      And Alice will choose Forest when searching
      When Alice casts Dance of the Tumbleweeds from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Forest
      And Alice controls no Elemental

    @id:otj-spree-dance-token-mode-only
    Scenario: Dance of the Tumbleweeds cast for its token mode only: a 2/2 Elemental with her two Forests, no search
      Given Alice controls Forest and Forest
      And Alice has Dance of the Tumbleweeds in her hand
      And Alice has {G}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Create an X/X green Elemental creature token, where X is the number of lands you control."
      And Alice will choose no more modes
      When Alice casts Dance of the Tumbleweeds from her hand
      And all players pass priority until the stack is empty
      Then Elemental is 2/2
      And the top card of Alice's library is Forest
