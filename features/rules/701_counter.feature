Feature: 701.6 Counter: a countered spell doesn't resolve
  To counter a spell is to remove it from the stack: it doesn't resolve, none of its effects happen,
  and it is put into its owner's graveyard (CR 701.6a). Censor counters a spell "unless its controller
  pays {1}": that player chooses, as Censor resolves, whether to pay (CR 118.12).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:censor-counters-when-not-paid @cr:701.6a @cr:118.12
  Scenario: Censor counters Gilded Goose when Alice can't pay {1}
    CR 118.12: the cost is paid only if its player can and chooses to; Alice has no mana left.

    Given Alice has Gilded Goose in her hand
    And Alice has {G} in her mana pool
    And Bob has Censor in his hand
    And Bob has {U}{C} in his mana pool
    And Bob will choose Gilded Goose as targets
    When Alice casts Gilded Goose from her hand
    And Alice passes priority
    And Bob casts Censor from his hand
    And all players pass priority until the stack is empty
    Then Alice has Gilded Goose in her graveyard
    And Alice controls no Gilded Goose
    And Bob has Censor in his graveyard

  @id:censor-paid @cr:118.12 @cr:608.2
  Scenario: Alice pays {1}: Gilded Goose isn't countered and resolves
    CR 118.12: Alice chooses to pay {1} from her mana pool, so the spell isn't countered.

    Given Alice has Gilded Goose in her hand
    And Alice has {G}{C} in her mana pool
    And Bob has Censor in his hand
    And Bob has {U}{C} in his mana pool
    And Bob will choose Gilded Goose as targets
    And Alice will answer the "you may" choices with yes
    When Alice casts Gilded Goose from her hand
    And Alice passes priority
    And Bob casts Censor from his hand
    And all players pass priority
    Then Alice's mana pool is empty
    When all players pass priority
    Then Alice controls Gilded Goose

  @id:censor-declined @cr:118.12 @cr:701.6a
  Scenario: Alice could pay {1} but doesn't: Gilded Goose is countered
    CR 118.12: paying is the controller's choice; Alice declines.

    Given Alice has Gilded Goose in her hand
    And Alice has {G}{C} in her mana pool
    And Bob has Censor in his hand
    And Bob has {U}{C} in his mana pool
    And Bob will choose Gilded Goose as targets
    And Alice will answer the "you may" choices with no
    When Alice casts Gilded Goose from her hand
    And Alice passes priority
    And Bob casts Censor from his hand
    And all players pass priority until the stack is empty
    Then Alice has Gilded Goose in her graveyard
    And Alice's mana pool is {C}
